import { slug, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'name',
  list: ['name', 'slug'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { label: 'Naam' },
    slug: slug('na /nieuws/tag/'),
    articles: { label: 'Artikelen' },
  },
};
