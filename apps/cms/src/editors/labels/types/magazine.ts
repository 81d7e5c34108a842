import { editorialFields } from '../../editorial';
import { slug, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'title',
  list: ['title', 'brand', 'date', 'createdBy'],
  sort: { field: 'date', order: 'DESC' },
  fields: {
    brand: { label: 'Blad' },
    issueNumber: { label: 'Nummer', description: 'Het nummer van de uitgave.' },
    title: { label: 'Titel' },
    slug: slug('na /magazines/'),
    date: { label: 'Verschijningsdatum' },
    cover: { label: 'Omslag', description: 'Staand, minstens 800 pixels breed, met alternatieve tekst.' },
    readingUrl: { label: 'Online lezen', description: 'Adres van de online uitgave (bladerversie).', placeholder: 'https://' },
    pdf: { label: 'PDF', description: 'De uitgave als PDF, om te downloaden.' },
    contents: { label: 'Inhoud', description: 'De inhoudsopgave of een korte beschrijving van dit nummer.' },
    ...editorialFields,
  },
};
