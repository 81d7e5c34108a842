import { slug, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'name',
  list: ['name', 'brand', 'priceCents', 'interval'],
  sort: { field: 'order', order: 'ASC' },
  fields: {
    name: { label: 'Naam' },
    slug: slug('na /abonnementen/'),
    description: { label: 'Beschrijving' },
    brand: { label: 'Blad', description: 'Expovisie, ConferenceMatters of beide (combi).' },
    priceCents: { label: 'Prijs in centen', description: 'Per termijn, inclusief btw: 4950 is € 49,50.' },
    interval: { label: 'Termijn', description: 'Hoe vaak er geïncasseerd wordt.' },
    features: { label: 'Wat je krijgt', description: 'Een lijst van korte regels: ["6 nummers per jaar", "Digitaal archief"].' },
    order: { label: 'Volgorde', description: 'Lager staat eerder op /abonnementen.' },
  },
};
