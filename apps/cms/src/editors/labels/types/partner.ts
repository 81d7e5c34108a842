import { slug, website, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'name',
  list: ['name', 'sector', 'updatedAt'],
  sort: { field: 'updatedAt', order: 'DESC' },
  fields: {
    name: { label: 'Bedrijfsnaam' },
    slug: slug('voor verwijzingen; de bedrijfspagina zelf staat op /bedrijvengids/{document-ID}'),
    logo: { label: 'Logo', description: 'Liefst een PNG of SVG met transparante achtergrond, minstens 400 pixels breed.' },
    description: { label: 'Beschrijving' },
    sector: { label: 'Branche', description: 'De hoofdbranche: hierop filtert de bedrijvengids.' },
    address: { label: 'Adres' },
    latitude: { label: 'Breedtegraad', description: 'Voor de kaart, in graden (bijvoorbeeld 52.0907).' },
    longitude: { label: 'Lengtegraad', description: 'Voor de kaart, in graden (bijvoorbeeld 5.1214).' },
    website,
    email: { label: 'E-mailadres' },
    phone: { label: 'Telefoon', placeholder: '030 123 45 67' },
    categories: { label: 'Branches', description: 'Alle branches van het bedrijf, als lijst: ["standbouw", "catering"].' },
    socialLinks: { label: 'Sociale media' },
    products: { label: 'Producten' },
    events: { label: 'Georganiseerde evenementen' },
    vacancies: { label: 'Vacatures' },
    memberships: { label: 'Leden', description: 'De accounts van medewerkers; een beheerder van het bedrijf wijzigt de bedrijfspagina en plaatst vacatures.' },
    articles: { label: 'Genoemd in artikelen' },
    submittedAt: { label: 'Wijziging ingestuurd op', description: 'Gezet als een lid de bedrijfspagina wijzigt. Publiceren neemt de wijziging over, ‘Wijziging afwijzen’ draait haar terug.', readOnly: true },
    submittedBy: { label: 'Ingestuurd door', description: 'Het e-mailadres van het lid; een afwijzing gaat naar dit adres.', readOnly: true },
  },
};
