export type Province =
  | 'drenthe' | 'flevoland' | 'friesland' | 'gelderland' | 'groningen' | 'limburg'
  | 'noord-brabant' | 'noord-holland' | 'overijssel' | 'utrecht' | 'zeeland' | 'zuid-holland';

export type VenueType = 'beurshal' | 'congrescentrum' | 'hotel' | 'unieke-locatie' | 'buitenlocatie' | 'stadion' | 'theater';

export type VenueRow = {
  name: string;
  city: string;
  province: Province;
  type: VenueType;
  lat: number;
  lng: number;
  street: string;
  postalCode: string;
  capacity: number;
  rooms: number;
  description: string;
};

// Venues are not localized: one Dutch description each. The names match the demo events' venueName.
export const venues: VenueRow[] = [
  { name: 'Jaarbeurs', city: 'Utrecht', province: 'utrecht', type: 'beurshal', lat: 52.0866, lng: 5.1118, street: 'Jaarbeursplein 6', postalCode: '3521 AL', capacity: 30000, rooms: 42, description: 'Het grootste beurs- en evenementencomplex van Nederland, naast Utrecht Centraal.' },
  { name: 'TivoliVredenburg', city: 'Utrecht', province: 'utrecht', type: 'theater', lat: 52.0925, lng: 5.1136, street: 'Vredenburgkade 11', postalCode: '3511 WC', capacity: 2000, rooms: 5, description: 'Vijf zalen onder één dak voor concerten, congressen en bedrijfsevenementen.' },
  { name: 'RAI Amsterdam', city: 'Amsterdam', province: 'noord-holland', type: 'beurshal', lat: 52.3404, lng: 4.8892, street: 'Europaplein 24', postalCode: '1078 GZ', capacity: 32000, rooms: 68, description: 'Beurs- en congrescentrum aan de Amsterdamse Zuidas met hallen en auditoria.' },
  { name: 'Expo Haarlemmermeer', city: 'Vijfhuizen', province: 'noord-holland', type: 'beurshal', lat: 52.3473, lng: 4.6869, street: 'Stelling 10', postalCode: '2141 AA', capacity: 20000, rooms: 8, description: 'Flexibele hallen en een groot buitenterrein vlak bij Schiphol.' },
  { name: 'Johan Cruijff ArenA', city: 'Amsterdam', province: 'noord-holland', type: 'stadion', lat: 52.3144, lng: 4.9418, street: 'Johan Cruijff Boulevard 1', postalCode: '1101 AX', capacity: 55000, rooms: 20, description: 'Stadion met een sluitbaar dak, voor concerten, sport en grote bedrijfsevenementen.' },
  { name: 'Ahoy', city: 'Rotterdam', province: 'zuid-holland', type: 'beurshal', lat: 51.8833, lng: 4.4886, street: 'Ahoyweg 10', postalCode: '3084 BA', capacity: 16000, rooms: 36, description: 'Arena, congrescentrum en beurshallen in Rotterdam-Zuid.' },
  { name: 'World Forum', city: 'Den Haag', province: 'zuid-holland', type: 'congrescentrum', lat: 52.0939, lng: 4.2832, street: 'Churchillplein 10', postalCode: '2517 JW', capacity: 4500, rooms: 30, description: 'Internationaal congrescentrum in de internationale zone van Den Haag.' },
  { name: 'Evenementenhal Gorinchem', city: 'Gorinchem', province: 'zuid-holland', type: 'beurshal', lat: 51.8386, lng: 4.9913, street: 'Franklinweg 2', postalCode: '4207 HZ', capacity: 12000, rooms: 4, description: 'Vakbeurshal aan de A15, bekend van techniek- en bouwbeurzen.' },
  { name: 'MECC Maastricht', city: 'Maastricht', province: 'limburg', type: 'beurshal', lat: 50.8389, lng: 5.7165, street: 'Forum 100', postalCode: '6229 GV', capacity: 15000, rooms: 34, description: 'Beurs- en congrescentrum in het zuiden, thuisbasis van internationale kunstbeurzen.' },
  { name: 'Evenementenhal Venray', city: 'Venray', province: 'limburg', type: 'beurshal', lat: 51.5270, lng: 5.9760, street: 'Vlakweg 2', postalCode: '5804 AC', capacity: 10000, rooms: 3, description: 'Vakbeurzen voor agrarische sector, techniek en logistiek.' },
  { name: 'Brabanthallen', city: "'s-Hertogenbosch", province: 'noord-brabant', type: 'beurshal', lat: 51.7030, lng: 5.2958, street: 'Diezekade 2', postalCode: '5222 AK', capacity: 18000, rooms: 12, description: 'Hallen voor beurzen, concerten en bedrijfsfeesten aan de Dieze.' },
  { name: 'Evoluon', city: 'Eindhoven', province: 'noord-brabant', type: 'congrescentrum', lat: 51.4434, lng: 5.4465, street: 'Noord Brabantlaan 1A', postalCode: '5652 LA', capacity: 1500, rooms: 15, description: 'Het iconische ‘vliegende schotel’-gebouw, nu congres- en evenementencentrum.' },
  { name: 'Stadhuisplein', city: 'Eindhoven', province: 'noord-brabant', type: 'buitenlocatie', lat: 51.4381, lng: 5.4778, street: 'Stadhuisplein 1', postalCode: '5611 EM', capacity: 25000, rooms: 0, description: 'Het grootste plein van Eindhoven, start en finish van sportevenementen.' },
  { name: 'Papendal', city: 'Arnhem', province: 'gelderland', type: 'congrescentrum', lat: 52.0096, lng: 5.8390, street: 'Papendallaan 3', postalCode: '6816 VD', capacity: 1200, rooms: 25, description: 'Sport- en congrescentrum in de bossen van de Veluwe, met hotel.' },
  { name: 'GelreDome', city: 'Arnhem', province: 'gelderland', type: 'stadion', lat: 51.9631, lng: 5.8930, street: 'Batavierenweg 25', postalCode: '6841 HN', capacity: 41000, rooms: 18, description: 'Multifunctioneel stadion met schuifdak en uitschuifbare grasmat.' },
  { name: 'Worp', city: 'Deventer', province: 'overijssel', type: 'buitenlocatie', lat: 52.2530, lng: 6.1470, street: 'Worp 2', postalCode: '7419 AA', capacity: 15000, rooms: 0, description: 'Park aan de IJssel tegenover de binnenstad, voor festivals en markten.' },
  { name: 'Evenementenhal Hardenberg', city: 'Hardenberg', province: 'overijssel', type: 'beurshal', lat: 52.5747, lng: 6.6197, street: 'Energiestraat 9', postalCode: '7772 MA', capacity: 9000, rooms: 3, description: 'Vakbeurshal in het noordoosten, sterk in agrarische en technische beurzen.' },
  { name: 'MartiniPlaza', city: 'Groningen', province: 'groningen', type: 'congrescentrum', lat: 53.2044, lng: 6.5640, street: 'Leonard Springerlaan 2', postalCode: '9727 KB', capacity: 5000, rooms: 22, description: 'Congres-, beurs- en theatercomplex in Groningen-Zuid.' },
  { name: 'Der Aa-kerk', city: 'Groningen', province: 'groningen', type: 'unieke-locatie', lat: 53.2186, lng: 6.5613, street: 'A-Kerkhof 2', postalCode: '9712 BB', capacity: 800, rooms: 2, description: 'Middeleeuwse kerk in de binnenstad, voor diners, presentaties en concerten.' },
  { name: 'WTC Expo', city: 'Leeuwarden', province: 'friesland', type: 'beurshal', lat: 53.2001, lng: 5.7881, street: 'Heliconweg 52', postalCode: '8914 AT', capacity: 10000, rooms: 14, description: 'Beurs- en congrescentrum van Friesland, met hallen en vergaderzalen.' },
  { name: 'Landgoed Oranjewoud', city: 'Heerenveen', province: 'friesland', type: 'hotel', lat: 52.9463, lng: 5.9581, street: 'Oranjewoud 1', postalCode: '8458 CA', capacity: 300, rooms: 12, description: 'Hotel met vergaderzalen op een historisch landgoed.' },
  { name: 'TT Circuit Assen', city: 'Assen', province: 'drenthe', type: 'stadion', lat: 52.9606, lng: 6.5236, street: 'De Haar 9', postalCode: '9405 TE', capacity: 100000, rooms: 10, description: 'Racecircuit met tribunes en zalen, ook voor bedrijfsevenementen en beurzen.' },
  { name: 'De Nieuwe Kolk', city: 'Assen', province: 'drenthe', type: 'theater', lat: 52.9930, lng: 6.5622, street: 'Koopmansplein 1', postalCode: '9401 AS', capacity: 900, rooms: 6, description: 'Theater en congreszaal in het centrum van Assen.' },
  { name: 'Walibi Holland', city: 'Biddinghuizen', province: 'flevoland', type: 'buitenlocatie', lat: 52.4394, lng: 5.7669, street: 'Spijkweg 30', postalCode: '8256 RJ', capacity: 60000, rooms: 4, description: 'Attractiepark en evenemententerrein voor grote festivals en bedrijfsdagen.' },
  { name: 'Agora Theater', city: 'Lelystad', province: 'flevoland', type: 'theater', lat: 52.5086, lng: 5.4729, street: 'Agorabaan 12', postalCode: '8224 JR', capacity: 700, rooms: 4, description: 'Theater met opvallende architectuur, geschikt voor congressen en presentaties.' },
  { name: 'Zeeuwse Concertzaal', city: 'Middelburg', province: 'zeeland', type: 'theater', lat: 51.4988, lng: 3.6136, street: 'Molenwater 20', postalCode: '4331 BX', capacity: 800, rooms: 3, description: 'Concertzaal in Middelburg, ook voor congressen en bedrijfsbijeenkomsten.' },
  { name: 'Fort Rammekens', city: 'Ritthem', province: 'zeeland', type: 'unieke-locatie', lat: 51.4520, lng: 3.6470, street: 'Rammekensweg 6', postalCode: '4389 TN', capacity: 250, rooms: 3, description: 'Zestiende-eeuws zeefort aan de Westerschelde, voor diners en bijeenkomsten.' },
];

export type Facility = 'parking' | 'publicTransport' | 'catering' | 'wheelchairAccess' | 'wifi' | 'loadingDock' | 'accommodation' | 'audioVisual';

// What each kind of venue usually has; the exceptions below make the finder's filters narrow.
export const facilitiesByType: Record<VenueType, Facility[]> = {
  beurshal: ['parking', 'publicTransport', 'catering', 'wheelchairAccess', 'wifi', 'loadingDock'],
  congrescentrum: ['parking', 'publicTransport', 'catering', 'wheelchairAccess', 'wifi', 'audioVisual'],
  hotel: ['parking', 'catering', 'wheelchairAccess', 'wifi', 'accommodation', 'audioVisual'],
  'unieke-locatie': ['catering', 'wifi'],
  stadion: ['parking', 'publicTransport', 'catering', 'wheelchairAccess', 'wifi'],
  buitenlocatie: ['parking', 'loadingDock'],
  theater: ['publicTransport', 'catering', 'wheelchairAccess', 'wifi', 'audioVisual'],
};

/** Facilities a venue has beyond (+) or lacks from (-) its type's. */
export const facilityExceptions: Record<string, { add?: Facility[]; remove?: Facility[] }> = {
  Papendal: { add: ['accommodation'], remove: ['publicTransport'] },
  'Evenementenhal Venray': { remove: ['publicTransport'] },
  'Evenementenhal Hardenberg': { remove: ['publicTransport'] },
  'TT Circuit Assen': { remove: ['publicTransport'], add: ['loadingDock'] },
  'Der Aa-kerk': { add: ['publicTransport', 'wheelchairAccess'] },
  Stadhuisplein: { add: ['publicTransport', 'wheelchairAccess'], remove: ['parking'] },
  'Walibi Holland': { add: ['catering', 'wheelchairAccess'] },
  'Agora Theater': { add: ['parking'] },
  'Zeeuwse Concertzaal': { add: ['parking'] },
};

/** The halls a type's venue names its rooms after, largest first. */
export const hallNames: Record<VenueType, string[]> = {
  beurshal: ['Hal 1', 'Hal 2', 'Hal 3', 'Congreszaal'],
  congrescentrum: ['Auditorium', 'Plenaire zaal', 'Zaal A', 'Zaal B'],
  hotel: ['Balzaal', 'Tuinzaal', 'Bestuurskamer'],
  'unieke-locatie': ['Grote zaal', 'Kapel', 'Kelder'],
  stadion: ['Veld', 'Businessclub', 'Skybox-lounge'],
  buitenlocatie: ['Evenemententerrein'],
  theater: ['Grote zaal', 'Kleine zaal', 'Foyer'],
};
