import { editorialFields } from '../../editorial';
import { seo, slug, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'title',
  list: ['title', 'date', 'author'],
  sort: { field: 'date', order: 'DESC' },
  fields: {
    title: { label: 'Titel', placeholder: 'Bijvoorbeeld: Jaarbeurs opent nieuwe hal' },
    slug: slug('na /nieuws/'),
    excerpt: {
      label: 'Samenvatting',
      description: 'Staat op de kaarten in overzichten, in de feeds en onder de titel van het artikel.',
      placeholder: 'Eén of twee zinnen die zeggen waar het over gaat',
    },
    body: { label: 'Tekst' },
    cover: { label: 'Hoofdafbeelding', description: 'Liggend, minstens 1200 × 675 pixels. Vul in de Mediabibliotheek de alternatieve tekst in: wat er op de foto te zien is.' },
    gallery: { label: 'Fotoserie', description: 'Foto’s onder het artikel, met een vergroting bij klikken. Elk met alternatieve tekst.' },
    tags: { label: 'Tags', description: 'De onderwerpen; elk heeft een eigen overzicht op /nieuws/tag/….' },
    author: { label: 'Auteur' },
    theme: { label: 'Thema', description: 'Het soort evenement waar het over gaat: het artikel staat dan ook op die themapagina (bijvoorbeeld /festivals).' },
    sponsored: { label: 'Gesponsord', description: 'Aan: het artikel krijgt het label ‘Gesponsord’.' },
    push: { label: 'Bedoeld als pushbericht', description: 'Een markering voor de redactie. Versturen doe je met ‘Versturen als pushbericht’ in het menu rechtsboven, na publicatie.' },
    date: { label: 'Datum', description: 'De datum boven het artikel; nieuws staat op deze volgorde, nieuwste eerst.' },
    seo,
    partners: { label: 'Genoemde bedrijven', description: 'Het artikel staat dan ook op de pagina van deze bedrijven in de bedrijvengids.' },
    ...editorialFields,
  },
};
