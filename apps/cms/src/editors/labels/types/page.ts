import { editorialFields } from '../../editorial';
import { seo, slug, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'title',
  list: ['title', 'slug', 'updatedAt', 'createdBy'],
  sort: { field: 'updatedAt', order: 'DESC' },
  fields: {
    title: { label: 'Titel' },
    slug: {
      ...slug('direct na de domeinnaam'),
      description:
        'De pagina staat op /webadres. Vaste adressen zijn de inleiding van een vaste pagina: over-ons, beurzen, festivals, congressen, brand-events, company-events, incentive-travel en sportevenementen.',
    },
    intro: { label: 'Inleiding', description: 'Staat groot onder de titel.' },
    seo,
    blocks: { label: 'Inhoud', description: 'De blokken van de pagina, van boven naar beneden.' },
    ...editorialFields,
  },
};
