import { slug, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'name',
  list: ['name', 'partner', 'category', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  fields: {
    name: { label: 'Productnaam' },
    slug: slug('voor verwijzingen; de productpagina zelf staat op /productengids/{document-ID}'),
    partner: { label: 'Bedrijf' },
    category: { label: 'Categorie', description: 'Hierop filtert de productengids.' },
    description: { label: 'Beschrijving' },
    images: { label: 'Afbeeldingen', description: 'De eerste is de hoofdafbeelding. Elk met alternatieve tekst.' },
    specifications: { label: 'Specificaties', description: 'Naam en waarde, bijvoorbeeld ‘Afmetingen’ en ‘3 × 3 m’.' },
    submittedAt: { label: 'Wijziging ingestuurd op', description: 'Gezet als een lid dit product wijzigt of toevoegt. Publiceren neemt de wijziging over, ‘Wijziging afwijzen’ draait haar terug.', readOnly: true },
    submittedBy: { label: 'Ingestuurd door', description: 'Het e-mailadres van het lid; een afwijzing gaat naar dit adres.', readOnly: true },
  },
};
