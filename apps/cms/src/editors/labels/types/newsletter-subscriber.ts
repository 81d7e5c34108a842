import { language, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'email',
  list: ['email', 'status', 'language', 'consentAt'],
  sort: { field: 'createdAt', order: 'DESC' },
  fields: {
    email: { label: 'E-mailadres' },
    language: language('de nieuwsbrief'),
    lists: { label: 'Nieuwsbrieven', description: 'De nieuwsbrieven waarvoor het adres is aangemeld.' },
    status: { label: 'Status', description: 'Wacht op bevestiging tot de link in de mail gevolgd is; daarna bevestigd, of afgemeld.' },
    requestedAt: { label: 'Aangemeld op' },
    consentAt: { label: 'Bevestigd op', description: 'Het moment van toestemming (dubbele opt-in).' },
    unsubscribedAt: { label: 'Afgemeld op' },
  },
};
