import { language, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'name',
  list: ['name', 'planName', 'status', 'createdAt'],
  sort: { field: 'createdAt', order: 'DESC' },
  fields: {
    plan: { label: 'Abonnement' },
    planName: { label: 'Naam van het abonnement', description: 'Zoals het bij de bestelling heette.' },
    priceCents: { label: 'Prijs in centen', description: 'Per termijn, zoals bij de bestelling: 4950 is € 49,50.' },
    interval: { label: 'Termijn' },
    language: language('de mails aan de abonnee'),
    name: { label: 'Naam' },
    company: { label: 'Bedrijf' },
    street: { label: 'Straat' },
    houseNumber: { label: 'Huisnummer' },
    postalCode: { label: 'Postcode' },
    city: { label: 'Plaats' },
    country: { label: 'Land', description: 'Landcode van twee letters.' },
    email: { label: 'E-mailadres' },
    iban: { label: 'IBAN' },
    accountHolder: { label: 'Rekeninghouder' },
    mandateReference: { label: 'Machtigingskenmerk', description: 'Het kenmerk van de SEPA-machtiging; staat bij elke incasso.', readOnly: true },
    mandateSignedAt: { label: 'Machtiging gegeven op', readOnly: true },
    status: { label: 'Status', description: 'Nieuw tot de administratie het abonnement verwerkt; dan actief, of opgezegd.' },
  },
};
