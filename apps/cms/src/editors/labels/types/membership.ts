import type { TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'role',
  list: ['user', 'partner', 'role'],
  sort: { field: 'createdAt', order: 'DESC' },
  fields: {
    partner: { label: 'Bedrijf' },
    user: { label: 'Lid' },
    role: { label: 'Rol', description: 'Een beheerder wijzigt de bedrijfspagina, plaatst vacatures en nodigt collega’s uit; een medewerker ziet de cijfers.' },
  },
};
