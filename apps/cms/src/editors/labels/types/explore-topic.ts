import { slug, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'title',
  list: ['title', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  fields: {
    title: { label: 'Titel' },
    slug: slug('na /explore/'),
    intro: { label: 'Inleiding' },
    image: { label: 'Afbeelding', description: 'Liggend, minstens 1200 × 675 pixels, met alternatieve tekst.' },
    articles: { label: 'Artikelen', description: 'De artikelen van dit onderwerp, in de volgorde van de site (nieuwste eerst).' },
    events: { label: 'Evenementen' },
    partners: { label: 'Bedrijven' },
  },
};
