import { province, slug, type TypeLabels } from '../kit';

export const labels: TypeLabels = {
  mainField: 'name',
  list: ['name', 'city', 'venueType', 'capacity'],
  sort: { field: 'updatedAt', order: 'DESC' },
  fields: {
    name: { label: 'Naam' },
    slug: slug('na /locatie-finder/'),
    description: { label: 'Beschrijving' },
    route: { label: 'Route', description: 'Hoe bezoekers er komen: openbaar vervoer, parkeren, laden en lossen.' },
    address: { label: 'Adres' },
    city: { label: 'Plaats', description: 'Hierop filtert de locatiefinder.' },
    province,
    latitude: { label: 'Breedtegraad', description: 'Voor de kaart, in graden (bijvoorbeeld 52.0907).' },
    longitude: { label: 'Lengtegraad', description: 'Voor de kaart, in graden (bijvoorbeeld 5.1214).' },
    capacity: { label: 'Capaciteit', description: 'Het grootste aantal bezoekers tegelijk; de locatiefinder filtert op een minimum.' },
    halls: { label: 'Zalen', description: 'Elke zaal met oppervlakte en capaciteit per opstelling.' },
    venueType: { label: 'Soort locatie' },
    facilities: { label: 'Voorzieningen', description: 'Hierop filtert de locatiefinder.' },
    images: { label: 'Afbeeldingen', description: 'De eerste is de hoofdafbeelding. Liggend, met alternatieve tekst.' },
    contact: { label: 'Contactpersoon' },
    events: { label: 'Evenementen op deze locatie' },
  },
};
