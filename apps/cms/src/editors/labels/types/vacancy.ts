import { language, province, slug, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'title',
  list: ['title', 'partner', 'listingStatus', 'validThrough'],
  sort: { field: 'updatedAt', order: 'DESC' },
  fields: {
    title: { label: 'Functie', description: 'De titel van de vacature.' },
    slug: slug('na /vacatures/'),
    partner: { label: 'Bedrijf' },
    location: { label: 'Standplaats', placeholder: 'Bijvoorbeeld: Utrecht' },
    province,
    remote: { label: 'Op afstand', description: 'Aan: (ook) thuis te doen.' },
    hoursPerWeek: { label: 'Uren per week' },
    employmentType: { label: 'Dienstverband' },
    functionArea: { label: 'Vakgebied' },
    level: { label: 'Niveau' },
    salaryMin: { label: 'Salaris vanaf', description: 'Bruto per maand, in hele euro’s.' },
    salaryMax: { label: 'Salaris tot', description: 'Bruto per maand, in hele euro’s.' },
    description: { label: 'Omschrijving' },
    applyUrl: { label: 'Solliciteren via website', placeholder: 'https://' },
    applyEmail: { label: 'Solliciteren per e-mail' },
    validThrough: { label: 'Geldig tot', description: 'Na deze datum sluit de vacature: ze verdwijnt van de vacaturebank en haar pagina antwoordt 410 (verdwenen).' },
    listingStatus: {
      label: 'Moderatie',
      description:
        'Een ingestuurde vacature wacht op moderatie. Publiceren keurt haar goed. Afwijzen: kies ‘afgewezen’, vul de reden in en sla op; de plaatser krijgt de reden per mail.',
    },
    postedBy: { label: 'Geplaatst door', description: 'Het lid dat de vacature instuurde; leeg als de redactie haar maakte.', readOnly: true },
    rejectionReason: { label: 'Reden van afwijzing', description: 'Verplicht bij afwijzen; gaat per mail naar de plaatser.' },
    filledAt: { label: 'Vervuld op', readOnly: true },
    language: language('de vacature en de mails aan de plaatser'),
  },
};
