import { language, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'email',
  list: ['email', 'partner', 'role', 'expiresAt'],
  sort: { field: 'createdAt', order: 'DESC' },
  fields: {
    email: { label: 'E-mailadres' },
    partner: { label: 'Bedrijf' },
    role: { label: 'Rol', description: 'Beheerder of medewerker van het bedrijf.' },
    language: language('de uitnodiging'),
    tokenHash: { label: 'Code (versleuteld)', readOnly: true },
    expiresAt: { label: 'Verloopt op', description: 'Een uitnodiging geldt 7 dagen en één keer.' },
    acceptedAt: { label: 'Aangenomen op', readOnly: true },
    invitedBy: { label: 'Uitgenodigd door', readOnly: true },
    acceptedBy: { label: 'Aangenomen door', readOnly: true },
  },
};
