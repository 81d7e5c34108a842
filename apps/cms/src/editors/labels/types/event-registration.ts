import { language, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'name',
  list: ['name', 'event', 'company', 'status'],
  sort: { field: 'createdAt', order: 'DESC' },
  fields: {
    event: { label: 'Evenement' },
    user: { label: 'Lid' },
    name: { label: 'Naam' },
    company: { label: 'Bedrijf' },
    jobTitle: { label: 'Functie' },
    dietaryWishes: { label: 'Dieetwensen' },
    language: language('de mails aan het lid'),
    status: { label: 'Status', description: 'Ingeschreven of afgemeld.' },
    cancelledAt: { label: 'Afgemeld op' },
    reminderSentAt: { label: 'Herinnering verstuurd op', readOnly: true },
  },
};
