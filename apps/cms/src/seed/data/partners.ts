import type { Text } from '../text';
import type { Province } from './venues';

export type PartnerCategory =
  | 'standbouw' | 'av-techniek' | 'catering' | 'meubilair' | 'tenten' | 'ticketing'
  | 'beveiliging' | 'evenementenbureau' | 'reisorganisatie' | 'energie' | 'personeel' | 'drukwerk';

export type PartnerRow = {
  name: string;
  categories: PartnerCategory[];
  city: string;
  province: Province;
  street: string;
  postalCode: string;
  description: Text;
};

const d = (nl: string, en?: string): Text => ({ nl, en });

export const partners: PartnerRow[] = [
  { name: 'De Vries Standbouw', categories: ['standbouw'], city: 'Nieuwegein', province: 'utrecht', street: 'Industrieweg 14', postalCode: '3433 NL', description: d('Familiebedrijf dat sinds 1978 beursstands ontwerpt en bouwt, van 9 tot 900 vierkante meter.', 'Family firm that has designed and built exhibition stands since 1978, from 9 to 900 square metres.') },
  { name: 'Modulo Expo Systems', categories: ['standbouw', 'meubilair'], city: 'Tilburg', province: 'noord-brabant', street: 'Kraaivenstraat 21', postalCode: '5048 AB', description: d('Modulaire standsystemen die je huurt, koopt en steeds opnieuw gebruikt.', 'Modular stand systems you rent, buy and reuse again and again.') },
  { name: 'Kartonnen Kracht', categories: ['standbouw', 'drukwerk'], city: 'Zwolle', province: 'overijssel', street: 'Marsweg 8', postalCode: '8013 PE', description: d('Standen, balies en displays van honingraatkarton: licht, sterk en volledig recyclebaar.', 'Stands, counters and displays made of honeycomb cardboard: light, strong and fully recyclable.') },
  { name: 'Lumen Eventtechniek', categories: ['av-techniek'], city: 'Amersfoort', province: 'utrecht', street: 'Nijverheidsweg-Noord 60', postalCode: '3812 PM', description: d('Licht, geluid en beeld voor congressen en bedrijfsevenementen, inclusief crew.', 'Lighting, sound and video for congresses and corporate events, crew included.') },
  { name: 'Beeldwand BV', categories: ['av-techniek'], city: 'Eindhoven', province: 'noord-brabant', street: 'Esp 250', postalCode: '5633 AC', description: d('Verhuur van ledwanden en schermen voor binnen en buiten.', 'Rental of LED walls and screens for indoor and outdoor use.') },
  { name: 'StreamStudio Noord', categories: ['av-techniek'], city: 'Groningen', province: 'groningen', street: 'Zernikepark 12', postalCode: '9747 AN', description: d('Livestreams en hybride congressen met eigen studio en regiewagen.', 'Livestreams and hybrid congresses with an in-house studio and production truck.') },
  { name: 'Smaakmakers Catering', categories: ['catering'], city: 'Rotterdam', province: 'zuid-holland', street: 'Keileweg 18', postalCode: '3029 BS', description: d('Evenementencatering met een plantaardige basis en seizoensproducten uit de regio.', 'Event catering with a plant-based core and seasonal produce from the region.') },
  { name: 'Het Buffet', categories: ['catering'], city: 'Arnhem', province: 'gelderland', street: 'Westervoortsedijk 73', postalCode: '6827 AV', description: d('Cateraar voor festivals en bedrijfsfeesten, van foodtrucks tot walking dinners.', 'Caterer for festivals and company parties, from food trucks to walking dinners.') },
  { name: 'Koffie op Locatie', categories: ['catering'], city: 'Haarlem', province: 'noord-holland', street: 'Waarderweg 44', postalCode: '2031 BP', description: d('Baristabars op beurzen en congressen, met koffie van eigen branding.') },
  { name: 'Zitkomfort Verhuur', categories: ['meubilair'], city: 'Barneveld', province: 'gelderland', street: 'Harselaarseweg 9', postalCode: '3771 MA', description: d('Verhuur van stoelen, tafels, loungemeubilair en podia.', 'Rental of chairs, tables, lounge furniture and stages.') },
  { name: 'Design Lounge Rental', categories: ['meubilair'], city: 'Amsterdam', province: 'noord-holland', street: 'Hoogoorddreef 7', postalCode: '1101 BA', description: d('Designmeubilair voor standen, VIP-ruimtes en brand events.', 'Design furniture for stands, VIP areas and brand events.') },
  { name: 'Tentenbouw Overijssel', categories: ['tenten'], city: 'Hengelo', province: 'overijssel', street: 'Twekkelerweg 263', postalCode: '7553 LZ', description: d('Tenten en paviljoens van 50 tot 10.000 vierkante meter, inclusief vloeren en verwarming.', 'Tents and pavilions from 50 to 10,000 square metres, including floors and heating.') },
  { name: 'Stretchtent.nl', categories: ['tenten'], city: 'Harderwijk', province: 'gelderland', street: 'Lorentzstraat 3', postalCode: '3846 AV', description: d('Stretchtenten in elke vorm voor festivals, bruiloften en bedrijfsfeesten.', 'Stretch tents of every shape for festivals, weddings and company parties.') },
  { name: 'TicketFlow', categories: ['ticketing'], city: 'Utrecht', province: 'utrecht', street: 'Europalaan 40', postalCode: '3526 KS', description: d('Ticketing, registratie en toegangscontrole voor beurzen en congressen.', 'Ticketing, registration and access control for trade fairs and congresses.') },
  { name: 'BadgePrint Direct', categories: ['ticketing', 'drukwerk'], city: 'Breda', province: 'noord-brabant', street: 'Minervum 7081', postalCode: '4817 ZK', description: d('Badges en polsbandjes, ter plekke geprint bij de registratiebalie.', 'Badges and wristbands, printed on the spot at the registration desk.') },
  { name: 'Veilig Evenement', categories: ['beveiliging'], city: 'Den Haag', province: 'zuid-holland', street: 'Binckhorstlaan 135', postalCode: '2516 BA', description: d('Beveiliging, crowd management en EHBO voor evenementen van elke omvang.', 'Security, crowd management and first aid for events of every size.') },
  { name: 'Crowd Control Limburg', categories: ['beveiliging'], city: 'Venlo', province: 'limburg', street: 'Celsiusweg 26', postalCode: '5928 PR', description: d('Hekwerk, toegangscontrole en verkeersregelaars in Zuid-Nederland.') },
  { name: 'Bureau Binnenstebuiten', categories: ['evenementenbureau'], city: 'Amsterdam', province: 'noord-holland', street: 'Danzigerkade 16', postalCode: '1013 AP', description: d('Creatief bureau voor brand events, productlanceringen en live communicatie.', 'Creative agency for brand events, product launches and live communication.') },
  { name: 'Congreswerk', categories: ['evenementenbureau'], city: 'Leiden', province: 'zuid-holland', street: 'Plesmanlaan 1', postalCode: '2333 BZ', description: d('Professioneel congresorganisator voor medische en wetenschappelijke congressen.', 'Professional congress organiser for medical and scientific congresses.') },
  { name: 'Feestfabriek', categories: ['evenementenbureau'], city: 'Deventer', province: 'overijssel', street: 'Hanzeweg 2', postalCode: '7418 AW', description: d('Bedrijfsfeesten, personeelsdagen en jubilea van concept tot afbouw.', 'Company parties, staff days and anniversaries from concept to take-down.') },
  { name: 'Noordzee Events', categories: ['evenementenbureau'], city: 'Vlissingen', province: 'zeeland', street: 'Boulevard de Ruyter 1', postalCode: '4381 KA', description: d('Evenementen op bijzondere plekken aan de Zeeuwse kust.', 'Events at special places on the Zeeland coast.') },
  { name: 'Elfsteden Events', categories: ['evenementenbureau'], city: 'Leeuwarden', province: 'friesland', street: 'Oostergoweg 9', postalCode: '8911 MA', description: d('Sportieve evenementen en bedrijfsuitjes in Friesland.', 'Sporting events and company outings in Friesland.') },
  { name: 'Spoorwijs Incentives', categories: ['reisorganisatie'], city: 'Utrecht', province: 'utrecht', street: 'Catharijnesingel 53', postalCode: '3511 GD', description: d('Incentive-reizen per trein naar bestemmingen in heel Europa.', 'Incentive trips by train to destinations across Europe.') },
  { name: 'Horizon Groepsreizen', categories: ['reisorganisatie'], city: 'Maastricht', province: 'limburg', street: 'Avenue Ceramique 222', postalCode: '6221 KX', description: d('Groepsreizen en congresreizen op maat, van Lissabon tot Tallinn.', 'Tailor-made group and congress travel, from Lisbon to Tallinn.') },
  { name: 'Stroomvast', categories: ['energie'], city: 'Almere', province: 'flevoland', street: 'Transformatorweg 10', postalCode: '1332 AB', description: d('Mobiele batterijen en groene stroom voor festivals en bouwplaatsen.', 'Mobile batteries and green power for festivals and building sites.') },
  { name: 'Aggregaat Centrale', categories: ['energie'], city: 'Emmen', province: 'drenthe', street: 'Phileas Foggstraat 30', postalCode: '7821 AK', description: d('Verhuur van aggregaten, kabels en verdeelkasten, steeds vaker op HVO.', 'Rental of generators, cables and distribution boards, increasingly running on HVO.') },
  { name: 'Crew Collectief', categories: ['personeel'], city: 'Rotterdam', province: 'zuid-holland', street: 'Van Nelleweg 1', postalCode: '3044 BC', description: d('Opbouwcrew, stagehands en hosts voor evenementen door heel Nederland.', 'Build-up crew, stagehands and hosts for events throughout the Netherlands.') },
  { name: 'Hostess & Co', categories: ['personeel'], city: "'s-Hertogenbosch", province: 'noord-brabant', street: 'Pettelaarpark 70', postalCode: '5216 PP', description: d('Gastvrouwen en -heren, registratiepersoneel en tolken voor beurzen en congressen.') },
  { name: 'Drukkerij Beursklaar', categories: ['drukwerk'], city: 'Lelystad', province: 'flevoland', street: 'Zuiveringweg 40', postalCode: '8243 PE', description: d('Grootformaat printwerk, textielframes en bewegwijzering.', 'Large-format print, textile frames and signage.') },
  { name: 'Groen Decor', categories: ['standbouw', 'meubilair'], city: 'Goes', province: 'zeeland', street: 'Nijverheidsweg 5', postalCode: '4462 GW', description: d('Planten, groene wanden en decor voor standen en evenementen.', 'Plants, green walls and sets for stands and events.') },
];
