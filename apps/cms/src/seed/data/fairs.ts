import type { Text } from '../text';
import type { PartnerRow } from './partners';

const d = (nl: string, en?: string): Text => ({ nl, en });

/** Companies that exhibit at the demo fairs, besides those of partners.ts (they are seeded after them). */
export const exhibitingCompanies: PartnerRow[] = [
  { name: 'Standwerk Noord', categories: ['standbouw'], city: 'Groningen', province: 'groningen', street: 'Osloweg 110', postalCode: '9723 BX', description: d('Standbouwer voor beurzen in het noorden, van systeemstand tot maatwerk.', 'Stand builder for fairs in the north, from system stands to custom builds.') },
  { name: 'Expo Interieur', categories: ['meubilair'], city: 'Utrecht', province: 'utrecht', street: 'Kanaalweg 95', postalCode: '3526 KM', description: d('Complete standinrichting: meubilair, vloeren en planten.', 'Complete stand interiors: furniture, floors and plants.') },
  { name: 'Vloer & Vorm', categories: ['standbouw'], city: 'Amersfoort', province: 'utrecht', street: 'Databankweg 12', postalCode: '3821 AL', description: d('Beursvloeren, tapijt en verhoogde standvloeren met kabelgoten.', 'Trade-fair floors, carpet and raised stand floors with cable ducts.') },
  { name: 'Klankkast Audio', categories: ['av-techniek'], city: 'Utrecht', province: 'utrecht', street: 'Vlampijpstraat 42', postalCode: '3534 AR', description: d('Geluidssystemen en tolkinstallaties voor congressen.', 'Sound systems and interpreting equipment for congresses.') },
  { name: 'Lichtlijn Events', categories: ['av-techniek'], city: 'Tilburg', province: 'noord-brabant', street: 'Ringbaan-Oost 102', postalCode: '5013 CD', description: d('Sfeerverlichting en effecten voor stands, galas en festivals.', 'Ambient lighting and effects for stands, galas and festivals.') },
  { name: 'Schermkracht', categories: ['av-techniek'], city: 'Almere', province: 'flevoland', street: 'Ambachtsweg 3', postalCode: '1311 AE', description: d('Touchscreens en digitale bewegwijzering voor beurzen.', 'Touchscreens and digital wayfinding for trade fairs.') },
  { name: 'Proef Catering', categories: ['catering'], city: 'Utrecht', province: 'utrecht', street: 'Cartesiusweg 11', postalCode: '3534 BA', description: d('Proeverijen en borrelhapjes op de stand, van lokale makers.', 'Tastings and drinks snacks on the stand, from local producers.') },
  { name: 'IJsboerderij De Kaap', categories: ['catering'], city: 'Goes', province: 'zeeland', street: 'Kaapseweg 4', postalCode: '4462 AA', description: d('Boerderij-ijs uit een ijskar of op de stand, het hele jaar door.', 'Farm ice cream from a cart or on the stand, all year round.') },
  { name: 'Sap & Co', categories: ['catering'], city: 'Eindhoven', province: 'noord-brabant', street: 'Torenallee 20', postalCode: '5617 BC', description: d('Versgeperste sappen en smoothies als blikvanger op je stand.', 'Freshly pressed juices and smoothies as an eye-catcher on your stand.') },
  { name: 'Meubelhuur Midden', categories: ['meubilair'], city: 'Nieuwegein', province: 'utrecht', street: 'Zuidergracht 21', postalCode: '3433 PB', description: d('Verhuur van beursmeubilair met levering op de stand.', 'Rental of trade-fair furniture delivered to the stand.') },
  { name: 'Zeil & Zo', categories: ['tenten'], city: 'Vlissingen', province: 'zeeland', street: 'Edisonweg 30', postalCode: '4382 NW', description: d('Schaduwdoeken, zeiltenten en overkappingen voor buitenstands.', 'Shade sails, sail tents and canopies for outdoor stands.') },
  { name: 'Kaartje Direct', categories: ['ticketing'], city: 'Amsterdam', province: 'noord-holland', street: 'Weesperstraat 61', postalCode: '1018 VN', description: d('Kaartverkoop en bezoekersregistratie met een eigen app.', 'Ticket sales and visitor registration with its own app.') },
  { name: 'LeadScan', categories: ['ticketing'], city: 'Rotterdam', province: 'zuid-holland', street: 'Wilhelminakade 91', postalCode: '3072 AP', description: d('Leads scannen op de stand met de badge van de bezoeker.', 'Scan leads on the stand with the visitor’s badge.') },
  { name: 'Wachtpost Beveiliging', categories: ['beveiliging'], city: 'Breda', province: 'noord-brabant', street: 'Heilaarstraat 263', postalCode: '4814 AB', description: d('Standbewaking ’s nachts en tijdens op- en afbouw.', 'Stand security at night and during build-up and take-down.') },
  { name: 'EHBO Events', categories: ['beveiliging'], city: 'Arnhem', province: 'gelderland', street: 'Kronenburgsingel 525', postalCode: '6831 GM', description: d('EHBO-posten en zorgteams voor beurzen en festivals.', 'First-aid posts and care teams for fairs and festivals.') },
  { name: 'Beurspartners', categories: ['evenementenbureau'], city: 'Utrecht', province: 'utrecht', street: 'Croeselaan 28', postalCode: '3521 CB', description: d('Begeleidt bedrijven bij hun beursdeelname, van stand tot leads.', 'Guides companies through their trade-fair presence, from stand to leads.') },
  { name: 'Groepsreis Groen', categories: ['reisorganisatie'], city: 'Zwolle', province: 'overijssel', street: 'Dokterspad 4', postalCode: '8011 NB', description: d('Duurzame groepsreizen per trein en fiets.', 'Sustainable group trips by train and bike.') },
  { name: 'Zonnepaneel Verhuur', categories: ['energie'], city: 'Deventer', province: 'overijssel', street: 'Zutphenseweg 51', postalCode: '7418 AH', description: d('Mobiele zonnepanelen en opslag voor stands en evenemententerreinen.', 'Mobile solar panels and storage for stands and event sites.') },
  { name: 'Kabel & Stroom', categories: ['energie'], city: 'Hengelo', province: 'overijssel', street: 'Boekeloseweg 1', postalCode: '7553 DN', description: d('Elektra-aansluitingen en verdeelkasten voor beursstands.', 'Electrical connections and distribution boxes for exhibition stands.') },
  { name: 'Standhulp', categories: ['personeel'], city: 'Utrecht', province: 'utrecht', street: 'Mineurslaan 500', postalCode: '3584 AG', description: d('Standpersoneel dat je product kent: hosts, demonstrateurs en tolken.', 'Stand staff who know your product: hosts, demonstrators and interpreters.') },
  { name: 'Talent op de Vloer', categories: ['personeel'], city: 'Den Haag', province: 'zuid-holland', street: 'Laan van Nieuw Oost-Indië 133', postalCode: '2593 BM', description: d('Uitzendbureau voor de evenementenbranche.', 'Staffing agency for the events industry.') },
  { name: 'Printfabriek', categories: ['drukwerk'], city: 'Eindhoven', province: 'noord-brabant', street: 'Achtseweg Zuid 151', postalCode: '5651 GW', description: d('Grootformaat print op karton, textiel en hout.', 'Large-format print on cardboard, textile and wood.') },
  { name: 'Signmakers', categories: ['drukwerk'], city: 'Haarlem', province: 'noord-holland', street: 'Oudeweg 91', postalCode: '2031 CC', description: d('Belettering, displays en bewegwijzering voor standen.', 'Lettering, displays and signage for stands.') },
  { name: 'Duurzaam Decor', categories: ['standbouw', 'meubilair'], city: 'Leiden', province: 'zuid-holland', street: 'Langebrug 61', postalCode: '2311 TK', description: d('Decorbouw van hergebruikt materiaal.', 'Set building from reused materials.') },
  { name: 'Tribune Techniek', categories: ['meubilair'], city: 'Emmen', province: 'drenthe', street: 'Bargermeerweg 4', postalCode: '7821 AA', description: d('Tribunes, podia en trappen voor binnen en buiten.', 'Grandstands, stages and stairs for indoors and out.') },
  { name: 'Koelcel Verhuur', categories: ['catering'], city: 'Venlo', province: 'limburg', street: 'Columbusweg 5', postalCode: '5928 LA', description: d('Koelcellen, koelkasten en vriezers voor catering op locatie.', 'Cold rooms, fridges and freezers for catering on location.') },
];

/**
 * A hall with a floor plan, in metres: `width` along the x axis (to the right on the plan), `depth`
 * along y (down), measured from the hall's top-left corner; entrances on its walls.
 */
export type HallPlanRow = { code: string; width: number; depth: number; entrances: { name: string; x: number; y: number }[] };

/** The planned halls of a venue, in the order of its halls (venues.ts names them). */
export const hallPlans: Record<string, HallPlanRow[]> = {
  Jaarbeurs: [
    { code: '1', width: 96, depth: 60, entrances: [{ name: 'Hoofdingang', x: 48, y: 60 }, { name: 'Ingang Croeselaan', x: 0, y: 30 }] },
    { code: '2', width: 72, depth: 48, entrances: [{ name: 'Hoofdingang', x: 36, y: 48 }, { name: 'Verbinding hal 1', x: 72, y: 24 }] },
    { code: '3', width: 60, depth: 36, entrances: [{ name: 'Hoofdingang', x: 30, y: 36 }] },
  ],
  'MECC Maastricht': [
    { code: '1', width: 84, depth: 54, entrances: [{ name: 'Hoofdingang', x: 42, y: 54 }, { name: 'Ingang Forum', x: 84, y: 27 }] },
    { code: '2', width: 60, depth: 42, entrances: [{ name: 'Hoofdingang', x: 30, y: 42 }] },
  ],
  'Evenementenhal Gorinchem': [
    { code: '1', width: 72, depth: 48, entrances: [{ name: 'Hoofdingang', x: 36, y: 48 }] },
    { code: '2', width: 60, depth: 42, entrances: [{ name: 'Hoofdingang', x: 30, y: 42 }, { name: 'Ingang parkeerterrein', x: 0, y: 21 }] },
  ],
};

/**
 * The fairs with exhibitors: the event (by its Dutch title) at a venue with planned halls, how
 * many companies exhibit, spread over the first two halls, and stands fixed for some companies.
 */
export type FairRow = { event: string; exhibitors: number; fixed: { company: string; hall: string; stand: string }[] };

export const fairs: FairRow[] = [
  { event: 'Vakbeurs Evenementenbranche', exhibitors: 52, fixed: [{ company: 'De Vries Standbouw', hall: '1', stand: 'B12' }, { company: 'Smaakmakers Catering', hall: '2', stand: 'A3' }] },
  { event: 'Horecabeurs Zuid', exhibitors: 44, fixed: [{ company: 'Het Buffet', hall: '1', stand: 'A1' }] },
  { event: 'Bouwvakdagen', exhibitors: 41, fixed: [{ company: 'De Vries Standbouw', hall: '1', stand: 'C4' }] },
];

/** What an exhibitor says about its stand, with the first product it shows. */
export const fairMessages: ((product: Text) => Text)[] = [
  (product) => d(`Op onze stand: ${product.nl}. Kom langs voor een demonstratie.`, `On our stand: ${product.en ?? product.nl}. Drop by for a demonstration.`),
  (product) => d(`Nieuw dit jaar: ${product.nl}, te zien en te proberen op de stand.`, `New this year: ${product.en ?? product.nl}, to see and try on the stand.`),
  (product) => d(`Maak een afspraak of loop binnen: we laten ${product.nl} zien.`, `Book a meeting or walk in: we show ${product.en ?? product.nl}.`),
  (product) => d(`Beursaanbieding op ${product.nl}: vraag ernaar op de stand.`, `Fair offer on ${product.en ?? product.nl}: ask about it on the stand.`),
];
