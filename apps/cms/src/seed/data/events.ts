import type { DemoEvent, Season } from '../demo-data';
import type { Text } from '../text';

export type EventKind = DemoEvent['kind'];

/**
 * The events besides the six in demo-data.ts. `venue` names a venue from venues.ts (its city and
 * province are used); events abroad give `city` and `country` instead. Upcoming events start after
 * day 12, so 'Vakbeurs Evenementenbranche' stays the first; past events end before the seeding day.
 * An event with a season falls on that day of the year instead of `inDays` ahead (or ago).
 */
export type EventRow = {
  kind: EventKind;
  title: Text;
  description: Text;
  inDays: number;
  days: number;
  /** The day of the year an event of a season belongs on (a summer festival in summer). */
  season?: Season;
  venue?: string;
  city?: string;
  country?: string;
  organiser?: string;
  capacity?: number;
  /** Anything but going ahead as planned. */
  status?: 'postponed' | 'cancelled';
};

const t = (nl: string, en?: string): Text => ({ nl, en });

export const events: EventRow[] = [
  { kind: 'congres', title: t('Kennissessie Duurzame Evenementen', 'Sustainable Events Knowledge Session'), description: t('Een middag over energie, afval en vervoer, met praktijkvoorbeelden van organisatoren.', 'An afternoon on energy, waste and transport, with practical examples from organisers.'), inDays: 15, days: 1, venue: 'Papendal', organiser: 'Congreswerk', capacity: 120 },
  { kind: 'company-event', title: t('Eén-op-één standadvies', 'One-to-one stand advice'), description: t('Een uur persoonlijk advies over je beursstand met een ervaren ontwerper.', 'An hour of personal advice on your exhibition stand from an experienced designer.'), inDays: 17, days: 1, venue: 'Jaarbeurs', organiser: 'De Vries Standbouw', capacity: 1 },
  { kind: 'beurs', title: t('Vakbeurs Techniek Noord', 'Northern Technology Trade Fair'), description: t('Machines, automatisering en onderhoud voor de maakindustrie in Noord-Nederland.', 'Machinery, automation and maintenance for manufacturing in the northern Netherlands.'), inDays: 19, days: 3, venue: 'WTC Expo' },
  { kind: 'branche-event', title: t('Netwerkborrel Evenementenprofs', 'Events Professionals Networking Drinks'), description: t('Informele borrel voor organisatoren, leveranciers en locaties.', 'Informal drinks for organisers, suppliers and venues.'), inDays: 22, days: 1, venue: 'Der Aa-kerk', organiser: 'Elfsteden Events', capacity: 80 },
  { kind: 'brand-event', title: t('Lancering Elektrische Bestelbus', 'Electric Van Launch'), description: t('Een autofabrikant presenteert zijn nieuwe elektrische bestelbus aan dealers en pers.', 'A car maker presents its new electric van to dealers and press.'), inDays: 29, days: 2, venue: 'Expo Haarlemmermeer', organiser: 'Bureau Binnenstebuiten' },
  { kind: 'festival', title: t('Stadsfestival Groningen', 'Groningen City Festival'), description: t('Muziek, theater en eten op pleinen en in kerken door de hele binnenstad.', 'Music, theatre and food on squares and in churches throughout the city centre.'), inDays: 33, days: 4, venue: 'Der Aa-kerk' },
  { kind: 'company-event', title: t('Bedrijfsdag Standplaats', 'Standplaats Company Day'), description: t('Een dag met lezers, adverteerders en partners: sessies, rondleidingen en een diner.', 'A day with readers, advertisers and partners: sessions, tours and a dinner.'), inDays: 36, days: 1, venue: 'Evoluon', capacity: 250 },
  { kind: 'beurs', title: t('Horecabeurs Zuid', 'Southern Hospitality Fair'), description: t('Alles voor horeca en catering: keukens, inrichting, dranken en personeel.', 'Everything for hospitality and catering: kitchens, interiors, drinks and staffing.'), inDays: 44, days: 3, venue: 'MECC Maastricht' },
  { kind: 'congres', title: t('Congres Live Communicatie', 'Live Communication Congress'), description: t('Het jaarcongres over beleving, merken en evenementen als marketingkanaal.', 'The annual congress on experience, brands and events as a marketing channel.'), inDays: 48, days: 2, venue: 'World Forum', organiser: 'Congreswerk', capacity: 400 },
  { kind: 'sportevenement', title: t('Wielerronde van Drenthe', 'Tour of Drenthe'), description: t('Eendaagse wielerkoers over de Drentse wegen, met start en finish bij het circuit.', 'One-day cycling race on the roads of Drenthe, starting and finishing at the circuit.'), inDays: 51, days: 1, venue: 'TT Circuit Assen', status: 'cancelled' },
  { kind: 'incentive-travel', title: t('Incentive-reis Dolomieten', 'Dolomites Incentive Trip'), description: t('Vijf dagen wandelen, fietsen en koken in Zuid-Tirol, per nachttrein.', 'Five days of hiking, cycling and cooking in South Tyrol, by night train.'), inDays: 58, days: 5, city: 'Bolzano', country: 'IT', organiser: 'Spoorwijs Incentives' },
  { kind: 'festival', title: t('Polderpop'), description: t('Tweedaags popfestival op het evenemententerrein in de polder.'), inDays: 62, days: 2, season: { month: 6, day: 13 }, venue: 'Walibi Holland' },
  { kind: 'beurs', title: t('Bouwvakdagen', 'Construction Trade Days'), description: t('Vakbeurs voor aannemers, installateurs en bouwmaterialen.', 'Trade fair for contractors, installers and building materials.'), inDays: 66, days: 3, venue: 'Evenementenhal Gorinchem' },
  { kind: 'branche-event', title: t('Jaarcongres Standbouwers', 'Stand Builders Annual Meeting'), description: t('De brancheorganisatie van standbouwers blikt vooruit op het nieuwe seizoen.', 'The stand builders’ association looks ahead to the new season.'), inDays: 75, days: 1, venue: 'Brabanthallen', organiser: 'Modulo Expo Systems' },
  { kind: 'congres', title: t('Zorgcongres Noord', 'Northern Healthcare Congress'), description: t('Zorgprofessionals over technologie en personeel in de regio.', 'Healthcare professionals on technology and staffing in the region.'), inDays: 80, days: 2, venue: 'MartiniPlaza' },
  { kind: 'brand-event', title: t('Pop-up Koffiehuis Utrecht', 'Utrecht Coffee House Pop-up'), description: t('Een koffiemerk bouwt een week lang een koffiehuis in de concertzaal.', 'A coffee brand builds a coffee house in the concert hall for a week.'), inDays: 85, days: 7, venue: 'TivoliVredenburg', organiser: 'Smaakmakers Catering' },
  { kind: 'sportevenement', title: t('Stadionloop Amsterdam', 'Amsterdam Stadium Run'), description: t('Hardloopwedstrijd van 5 en 10 kilometer met de finish in het stadion.', 'A 5 and 10 kilometre running race finishing inside the stadium.'), inDays: 96, days: 1, venue: 'Johan Cruijff ArenA' },
  { kind: 'beurs', title: t('Agrarische Vakbeurs Oost', 'Eastern Agricultural Trade Fair'), description: t('Landbouwmechanisatie, veehouderij en duurzame energie op het boerenerf.', 'Farm machinery, livestock and sustainable energy on the farm.'), inDays: 104, days: 3, venue: 'Evenementenhal Hardenberg' },
  { kind: 'company-event', title: t('Personeelsfeest op het Fort', 'Staff Party at the Fort'), description: t('Een zomeravond met diner en muziek op een zeefort aan de Westerschelde.', 'A summer evening with dinner and music at a sea fort on the Western Scheldt.'), inDays: 112, days: 1, season: { month: 6, day: 26 }, venue: 'Fort Rammekens', organiser: 'Noordzee Events' },
  { kind: 'congres', title: t('Congres Veilige Evenementen', 'Safe Events Congress'), description: t('Crowd management, vergunningen en samenwerking met hulpdiensten.', 'Crowd management, permits and cooperation with emergency services.'), inDays: 120, days: 1, venue: 'Ahoy', organiser: 'Veilig Evenement' },
  { kind: 'festival', title: t('Festival aan Zee', 'Festival by the Sea'), description: t('Driedaags muziekfestival vlak bij de Zeeuwse kust.', 'Three-day music festival close to the Zeeland coast.'), inDays: 131, days: 3, season: { month: 8, day: 14 }, venue: 'Zeeuwse Concertzaal' },
  { kind: 'incentive-travel', title: t('Incentive-reis Lissabon', 'Lisbon Incentive Trip'), description: t('Vier dagen Lissabon met een programma langs startups en de oude stad.', 'Four days in Lisbon with a programme of start-ups and the old town.'), inDays: 142, days: 4, city: 'Lissabon', country: 'PT', organiser: 'Horizon Groepsreizen' },
  { kind: 'beurs', title: t('Beurs Evenementenmateriaal', 'Event Equipment Fair'), description: t('Tenten, podia, meubilair en techniek voor evenementen, allemaal in één hal.', 'Tents, stages, furniture and technology for events, all in one hall.'), inDays: 150, days: 2, venue: 'Evenementenhal Venray' },
  { kind: 'branche-event', title: t('Gala van de Evenementenbranche', 'Events Industry Gala'), description: t('De jaarlijkse prijsuitreiking voor de beste evenementen en standen.', 'The annual awards for the best events and stands.'), inDays: 165, days: 1, venue: 'RAI Amsterdam' },
  { kind: 'sportevenement', title: t('Triathlon Lelystad'), description: t('Zwemmen in het Markermeer, fietsen over de dijk en lopen door de stad.'), inDays: 178, days: 1, season: { month: 7, day: 4 }, venue: 'Agora Theater' },
  { kind: 'congres', title: t('Europees Congres Festivalbeheer', 'European Festival Management Congress'), description: t('Festivalmakers uit heel Europa over markt, veiligheid en duurzaamheid.', 'Festival makers from all over Europe on market, safety and sustainability.'), inDays: 196, days: 3, venue: 'RAI Amsterdam', organiser: 'Congreswerk' },
  { kind: 'brand-event', title: t('Merkenfestival Eindhoven', 'Eindhoven Brand Festival'), description: t('Designmerken presenteren zich met installaties en workshops.', 'Design brands present themselves with installations and workshops.'), inDays: 215, days: 3, venue: 'Evoluon', organiser: 'Bureau Binnenstebuiten' },
  { kind: 'beurs', title: t('Vakbeurs Congres & Meeting', 'Congress & Meeting Trade Fair'), description: t('Locaties, bureaus en leveranciers voor de zakelijke bijeenkomstenmarkt.', 'Venues, agencies and suppliers for the business meetings market.'), inDays: 240, days: 2, venue: 'Jaarbeurs' },
  { kind: 'company-event', title: t('Nieuwjaarsreceptie Ahoy', 'Ahoy New Year Reception'), description: t('Relaties en medewerkers proosten op het nieuwe jaar.', 'Business relations and staff toast the new year.'), inDays: 270, days: 1, season: { month: 1, day: 8 }, venue: 'Ahoy' },
  { kind: 'sportevenement', title: t('Schaatsmarathon op natuurijs', 'Natural Ice Skating Marathon'), description: t('Een marathon over meren en vaarten, als het ijs het toelaat.', 'A marathon over lakes and canals, if the ice allows.'), inDays: 300, days: 1, season: { month: 1, day: 29 }, venue: 'Landgoed Oranjewoud', organiser: 'Elfsteden Events' },
  { kind: 'festival', title: t('Winterfestival GelreDome', 'GelreDome Winter Festival'), description: t('Overdekt winterfestival met dj’s, ijsbaan en foodcourt.', 'Indoor winter festival with DJs, an ice rink and a food court.'), inDays: 330, days: 2, season: { month: 12, day: 27 }, venue: 'GelreDome' },
  { kind: 'beurs', title: t('Vakbeurs Evenementenbranche Voorjaar', 'Events Industry Trade Fair Spring'), description: t('De voorjaarseditie van de vakbeurs voor iedereen die evenementen maakt.', 'The spring edition of the trade fair for everyone who makes events.'), inDays: 355, days: 3, season: { month: 3, day: 17 }, venue: 'Jaarbeurs' },
  // Past events: they end before the seeding day.
  { kind: 'beurs', title: t('Vakbeurs Facilitair', 'Facility Management Trade Fair'), description: t('Schoonmaak, catering, beveiliging en werkplekken onder één dak.', 'Cleaning, catering, security and workplaces under one roof.'), inDays: -8, days: 3, venue: 'Jaarbeurs' },
  { kind: 'congres', title: t('Congres Toerisme en Recreatie', 'Tourism and Recreation Congress'), description: t('Over de toekomst van toerisme in Nederland.', 'On the future of tourism in the Netherlands.'), inDays: -19, days: 1, venue: 'World Forum' },
  { kind: 'festival', title: t('Lentefestival Deventer'), description: t('Muziek en theater aan de IJssel bij de start van de lente.'), inDays: -34, days: 2, season: { month: 3, day: 21 }, venue: 'Worp' },
  { kind: 'brand-event', title: t('Roadshow Duurzaam Bouwen', 'Sustainable Building Roadshow'), description: t('Een bouwmerk toert langs vijf steden met een mobiel paviljoen.', 'A building brand tours five cities with a mobile pavilion.'), inDays: -47, days: 5, venue: 'Brabanthallen', organiser: 'Bureau Binnenstebuiten' },
  { kind: 'sportevenement', title: t('Halve Marathon Groningen', 'Groningen Half Marathon'), description: t('Halve marathon door de stad, met een loopexpo in MartiniPlaza.', 'Half marathon through the city, with a running expo at MartiniPlaza.'), inDays: -58, days: 1, venue: 'MartiniPlaza' },
  { kind: 'company-event', title: t('Kerstdiner Papendal', 'Papendal Christmas Dinner'), description: t('Kerstdiner voor vijfhonderd medewerkers van een zorginstelling.', 'Christmas dinner for five hundred staff of a care organisation.'), inDays: -72, days: 1, season: { month: 12, day: 18 }, venue: 'Papendal', organiser: 'Feestfabriek' },
  { kind: 'incentive-travel', title: t('Incentive-reis Parijs', 'Paris Incentive Trip'), description: t('Drie dagen Parijs met de trein voor de beste verkopers van het jaar.', 'Three days in Paris by train for the best salespeople of the year.'), inDays: -90, days: 3, city: 'Parijs', country: 'FR', organiser: 'Spoorwijs Incentives' },
  { kind: 'branche-event', title: t('Nieuwjaarsbijeenkomst Evenementenbranche', 'Events Industry New Year Meeting'), description: t('De branche blikt vooruit op het nieuwe jaar.', 'The industry looks ahead to the new year.'), inDays: -104, days: 1, season: { month: 1, day: 15 }, venue: 'TivoliVredenburg' },
  { kind: 'beurs', title: t('Vakbeurs Veiligheid', 'Safety Trade Fair'), description: t('Beveiliging, brandpreventie en crowd management.', 'Security, fire prevention and crowd management.'), inDays: -121, days: 2, venue: 'Evenementenhal Gorinchem' },
  { kind: 'congres', title: t('Congres Circulaire Economie'), description: t('Over hergebruik van materialen in bouw, industrie en evenementen.'), inDays: -140, days: 1, venue: 'De Nieuwe Kolk' },
  { kind: 'festival', title: t('Herfstfestival Walibi', 'Walibi Autumn Festival'), description: t('Griezelen, muziek en eten in het attractiepark.', 'Scares, music and food at the theme park.'), inDays: -158, days: 3, season: { month: 10, day: 24 }, venue: 'Walibi Holland' },
  { kind: 'sportevenement', title: t('Zeeuwse Kustmarathon', 'Zeeland Coast Marathon'), description: t('Marathon over strand, duinen en dijken langs de Zeeuwse kust.', 'Marathon over beaches, dunes and dikes along the Zeeland coast.'), inDays: -175, days: 1, venue: 'Fort Rammekens' },
];
