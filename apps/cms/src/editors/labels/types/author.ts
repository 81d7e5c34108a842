import { slug, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'name',
  list: ['name', 'role'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: { label: 'Naam' },
    slug: slug('na /auteurs/{nummer}/'),
    role: { label: 'Functie', placeholder: 'Bijvoorbeeld: hoofdredacteur' },
    bio: { label: 'Over de auteur', description: 'Staat op de auteurspagina.' },
    photo: { label: 'Portret', description: 'Vierkant, minstens 400 × 400 pixels.' },
    articles: { label: 'Artikelen' },
  },
};
