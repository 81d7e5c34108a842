import { FROM_LEFT, FROM_TOP, province, website, type ComponentLabels } from './kit';

/** The components' fields, by component uid. */
export const componentLabels: Record<string, ComponentLabels> = {
  'shared.address': {
    mainField: 'street',
    fields: {
      street: { label: 'Straat en huisnummer', placeholder: 'Jaarbeursplein 6' },
      postalCode: { label: 'Postcode', placeholder: '3521 AL' },
      city: { label: 'Plaats' },
      province,
      country: { label: 'Land', description: 'Landcode van twee letters.', placeholder: 'NL' },
    },
  },
  'shared.contact': {
    mainField: 'name',
    fields: {
      name: { label: 'Naam' },
      email: { label: 'E-mailadres' },
      phone: { label: 'Telefoon' },
      website,
    },
  },
  'shared.link': {
    mainField: 'label',
    fields: {
      label: { label: 'Tekst', description: 'Wat er in het menu staat.' },
      url: { label: 'Adres', description: 'Een pad op deze site (/kalender) of een volledig adres elders (https://…).' },
    },
  },
  'shared.seo': {
    mainField: 'metaTitle',
    fields: {
      metaTitle: { label: 'Titel voor zoekmachines', description: 'Leeg: de titel.' },
      metaDescription: { label: 'Omschrijving voor zoekmachines', description: 'Google toont hem onder de titel. Leeg: de samenvatting.' },
      shareImage: { label: 'Afbeelding bij delen', description: '1200 × 630 pixels. Leeg: de hoofdafbeelding.' },
      noIndex: { label: 'Niet in zoekmachines', description: 'Aan: zoekmachines nemen deze pagina niet op.' },
    },
  },
  'shared.social-link': {
    mainField: 'platform',
    fields: {
      platform: { label: 'Platform' },
      url: { label: 'Adres van het profiel', placeholder: 'https://www.linkedin.com/company/…' },
    },
  },
  'shared.specification': {
    mainField: 'name',
    fields: {
      name: { label: 'Eigenschap', placeholder: 'Afmetingen' },
      value: { label: 'Waarde', placeholder: '3 × 3 m' },
    },
  },
  'blocks.call-to-action': {
    mainField: 'title',
    fields: {
      title: { label: 'Kop' },
      text: { label: 'Tekst' },
      buttonLabel: { label: 'Tekst op de knop', placeholder: 'Meld je aan' },
      url: { label: 'Adres van de knop', description: 'Een pad op deze site (/nieuwsbrief) of een volledig adres elders.' },
    },
  },
  'blocks.card-grid': {
    mainField: 'title',
    fields: {
      title: { label: 'Kop' },
      articles: { label: 'Artikelen' },
      events: { label: 'Evenementen' },
      partners: { label: 'Bedrijven' },
    },
  },
  'blocks.embed': {
    mainField: 'title',
    fields: {
      title: { label: 'Kop', description: 'Staat boven de video en noemt het venster voor schermlezers.' },
      url: { label: 'Adres', description: 'Een video van YouTube of Vimeo; een ander adres wordt een gewone link.', placeholder: 'https://www.youtube.com/watch?v=…' },
    },
  },
  'blocks.gallery': {
    mainField: 'title',
    fields: {
      title: { label: 'Kop' },
      images: { label: 'Foto’s', description: 'Elk met alternatieve tekst in de Mediabibliotheek.' },
    },
  },
  'blocks.image': {
    mainField: 'caption',
    fields: {
      image: { label: 'Afbeelding', description: 'Minstens 1200 pixels breed.' },
      alt: { label: 'Alternatieve tekst', description: 'Wat er op de afbeelding te zien is, voor wie haar niet ziet. Leeg: de alternatieve tekst uit de Mediabibliotheek.' },
      caption: { label: 'Bijschrift' },
    },
  },
  'blocks.rich-text': {
    fields: {
      body: { label: 'Tekst' },
    },
  },
  'venue.hall': {
    mainField: 'name',
    fields: {
      name: { label: 'Naam van de zaal' },
      areaM2: { label: 'Oppervlakte (m²)' },
      theatre: { label: 'Theateropstelling', description: 'Aantal zitplaatsen in rijen.' },
      banquet: { label: 'Diner', description: 'Aantal plaatsen aan ronde tafels.' },
      reception: { label: 'Receptie', description: 'Aantal staande gasten.' },
      code: { label: 'Code', description: 'Kort, bijv. 8: het begin van elk standnummer in deze hal (8.B12). Nodig voor een plattegrond.', placeholder: '8' },
      width: { label: 'Breedte (m)', description: 'De hal van links naar rechts in meters, zoals de plattegrond haar tekent: x loopt van 0 (linkerwand) tot deze breedte.' },
      depth: { label: 'Diepte (m)', description: 'De hal van boven naar onder in meters: y loopt van 0 (bovenwand) tot deze diepte.' },
      outline: {
        label: 'Omtrek (hoekpunten)',
        description: 'Alleen voor een hal die geen rechthoek is: de hoekpunten [[x,y],…] in meters vanaf de linkerbovenhoek; de breedte en diepte zijn dan de rechthoek eromheen.',
      },
      entrances: { label: 'Ingangen', description: 'De deuren van de hal; een looproute door de hal begint bij een ingang.' },
    },
  },
  'venue.entrance': {
    mainField: 'name',
    fields: {
      name: { label: 'Naam', placeholder: 'Hoofdingang' },
      x: { label: 'x (m)', description: `Waar de ingang is: ${FROM_LEFT}; 0 is op de linkerwand.` },
      y: { label: 'y (m)', description: `Waar de ingang is: ${FROM_TOP}; de diepte van de hal is op de onderwand.` },
    },
  },
  'venue.facilities': {
    fields: {
      parking: { label: 'Parkeren' },
      publicTransport: { label: 'Bereikbaar met openbaar vervoer' },
      catering: { label: 'Catering' },
      wheelchairAccess: { label: 'Rolstoeltoegankelijk' },
      wifi: { label: 'Wifi' },
      loadingDock: { label: 'Laad- en losplaats' },
      accommodation: { label: 'Overnachten' },
      audioVisual: { label: 'Audiovisuele middelen' },
    },
  },
};
