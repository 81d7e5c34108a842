import { editorialFields } from '../../editorial';
import { province, seo, slug, website, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'title',
  list: ['title', 'startsAt', 'kind', 'createdBy'],
  sort: { field: 'startsAt', order: 'DESC' },
  fields: {
    title: { label: 'Titel', description: 'De naam van het evenement.' },
    slug: slug('na /kalender/'),
    kind: { label: 'Soort', description: 'Bepaalt in welke agenda en op welke themapagina het staat.' },
    startsAt: { label: 'Begint op', description: 'Nederlandse tijd.' },
    endsAt: { label: 'Eindigt op', description: 'Nederlandse tijd. Na dit moment staat het evenement bij de afgelopen evenementen.' },
    eventStatus: { label: 'Doorgang', description: 'Gaat door, uitgesteld, verplaatst of afgelast: staat bij het evenement en gaat mee naar Google.' },
    venue: { label: 'Locatie', description: 'Uit de locatiefinder. Leeg: vul hieronder de naam en plaats in.' },
    venueName: { label: 'Naam van de locatie', description: 'Alleen als de locatie niet in de locatiefinder staat.' },
    city: { label: 'Plaats' },
    province,
    country: { label: 'Land', description: 'Landcode van twee letters.', placeholder: 'NL' },
    organiser: { label: 'Organisator', description: 'Een bedrijf uit de bedrijvengids; het evenement staat dan ook op de pagina van dat bedrijf.' },
    website,
    ticketUrl: { label: 'Tickets', description: 'Adres waar bezoekers kaarten kopen.', placeholder: 'https://' },
    description: { label: 'Samenvatting', description: 'Een paar zinnen voor de agenda, de feeds en het agendabestand (.ics).' },
    body: { label: 'Tekst' },
    image: { label: 'Afbeelding', description: 'Liggend, minstens 1200 × 675 pixels, met alternatieve tekst.' },
    registrationOpen: { label: 'Inschrijven via de site', description: 'Aan: leden schrijven zich op de site in; het staat dan op /inschrijvingen.' },
    capacity: { label: 'Aantal plaatsen', description: 'Voor inschrijvingen via de site: daarna is het vol. Leeg: geen grens.' },
    seo,
    ...editorialFields,
  },
};
