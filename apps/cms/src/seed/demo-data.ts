// The articles and events the test suites name (titles, slugs, order): the newest article and the
// soonest upcoming event are these. The rest of the demo content is in data/. Dates are relative to
// the day of seeding, so the calendar always has upcoming events.

import type { Text } from './text';

export type DemoArticle = {
  slug: Text;
  title: Text;
  excerpt: Text;
  body: Text;
  daysAgo: number;
  tags: string[];
  author: string;
  theme?: DemoEvent['kind'];
};
/** A day of the year (month 1 to 12). */
export type Season = { month: number; day: number };

export type DemoEvent = {
  slug: Text;
  title: Text;
  description: Text;
  kind: 'beurs' | 'congres' | 'festival' | 'sportevenement' | 'brand-event' | 'company-event' | 'incentive-travel' | 'branche-event';
  inDays: number;
  days: number;
  season?: Season;
  city: string;
  venueName: string;
  /** A partner from data/partners.ts. */
  organiser?: string;
};

export const demoArticles: DemoArticle[] = [
  {
    slug: { nl: 'beursvloer-groeit-weer-in-2026', en: 'trade-fair-floor-space-grows-again-in-2026' },
    title: { nl: 'Beursvloer groeit weer in 2026', en: 'Trade-fair floor space grows again in 2026' },
    excerpt: {
      nl: 'Nederlandse beursorganisatoren verhuurden dit jaar acht procent meer vierkante meters dan vorig jaar.',
      en: 'Dutch trade-fair organisers let eight per cent more square metres this year than last year.',
    },
    body: {
      nl: 'De groei zit vooral in vakbeurzen voor techniek en duurzaamheid. Organisatoren zien dat exposanten weer langer vooruit boeken en kiezen voor grotere stands.',
      en: 'Growth is strongest at technology and sustainability shows. Organisers see exhibitors booking further ahead again and choosing larger stands.',
    },
    daysAgo: 1,
    tags: ['beurzen', 'onderzoek'],
    author: 'joost',
    theme: 'beurs',
  },
  {
    slug: { nl: 'congrescentra-investeren-in-duurzame-energie', en: 'conference-centres-invest-in-clean-energy' },
    title: { nl: 'Congrescentra investeren in duurzame energie', en: 'Conference centres invest in clean energy' },
    excerpt: {
      nl: 'Zonnepanelen, warmtepompen en slimme laadpleinen: de grote congrescentra verduurzamen in hoog tempo.',
      en: 'Solar panels, heat pumps and smart charging: the big conference centres are going green at speed.',
    },
    body: {
      nl: 'Vijf van de tien grootste congrescentra van Nederland draaien inmiddels voor meer dan de helft op eigen opgewekte stroom.',
      en: 'Five of the ten largest conference centres in the Netherlands now run on more than half self-generated power.',
    },
    daysAgo: 3,
    tags: ['duurzaamheid', 'congressen', 'locaties'],
    author: 'lotte',
    theme: 'congres',
  },
  {
    slug: { nl: 'festivalseizoen-begint-met-recordaantal-vergunningen' },
    title: { nl: 'Festivalseizoen begint met recordaantal vergunningen' },
    excerpt: { nl: 'Gemeenten gaven nog nooit zoveel evenementenvergunningen af als dit voorjaar.' },
    body: { nl: 'Vooral kleinere, meerdaagse festivals in het oosten van het land zorgen voor de stijging.' },
    daysAgo: 6,
    tags: ['festivals', 'beleid'],
    author: 'sander',
    theme: 'festival',
  },
  {
    slug: { nl: 'incentive-reizen-dichter-bij-huis', en: 'incentive-trips-closer-to-home' },
    title: { nl: 'Incentive-reizen dichter bij huis', en: 'Incentive trips closer to home' },
    excerpt: {
      nl: 'Bedrijven kiezen vaker voor een incentive binnen Europa, met de trein in plaats van het vliegtuig.',
      en: 'Companies increasingly choose incentives within Europe, by train rather than by plane.',
    },
    body: {
      nl: 'Reisorganisaties zien de vraag naar treinreizen naar Parijs, Berlijn en Milaan verdubbelen.',
      en: 'Travel organisers see demand for train journeys to Paris, Berlin and Milan double.',
    },
    daysAgo: 9,
    tags: ['incentives', 'duurzaamheid'],
    author: 'fatima',
    theme: 'incentive-travel',
  },
  {
    slug: { nl: 'standbouwers-zoeken-vakmensen', en: 'stand-builders-look-for-skilled-staff' },
    title: { nl: 'Standbouwers zoeken vakmensen', en: 'Stand builders look for skilled staff' },
    excerpt: {
      nl: 'De vraag naar standbouw is terug op het niveau van voor de pandemie, maar handen zijn schaars.',
      en: 'Demand for stand building is back at pre-pandemic levels, but hands are scarce.',
    },
    body: {
      nl: 'Brancheorganisaties starten een opleidingsprogramma voor zij-instromers in de standbouw.',
      en: 'Industry associations are starting a training programme for career changers in stand building.',
    },
    daysAgo: 14,
    tags: ['arbeidsmarkt', 'standbouw'],
    author: 'marieke',
  },
  {
    slug: { nl: 'hybride-evenementen-blijven-populair', en: 'hybrid-events-stay-popular' },
    title: { nl: 'Hybride evenementen blijven populair', en: 'Hybrid events stay popular' },
    excerpt: {
      nl: 'Een op de drie congressen heeft ook een online programma, blijkt uit onderzoek onder organisatoren.',
      en: 'One in three congresses also has an online programme, a survey of organisers shows.',
    },
    body: {
      nl: 'Vooral medische en wetenschappelijke congressen houden vast aan een livestream voor wie niet kan reizen.',
      en: 'Medical and scientific congresses in particular keep a livestream for those who cannot travel.',
    },
    daysAgo: 21,
    tags: ['hybride', 'congressen', 'techniek'],
    author: 'daan',
    theme: 'congres',
  },
];

export const demoEvents: DemoEvent[] = [
  {
    slug: { nl: 'vakbeurs-evenementenbranche', en: 'events-industry-trade-fair' },
    title: { nl: 'Vakbeurs Evenementenbranche', en: 'Events Industry Trade Fair' },
    description: {
      nl: 'De ontmoetingsplaats voor iedereen die evenementen maakt: leveranciers, locaties en bureaus.',
      en: 'The meeting place for everyone who makes events: suppliers, venues and agencies.',
    },
    kind: 'beurs',
    inDays: 12,
    days: 3,
    city: 'Utrecht',
    venueName: 'Jaarbeurs',
    organiser: 'Modulo Expo Systems',
  },
  {
    slug: { nl: 'congres-gastvrijheid', en: 'hospitality-congress' },
    title: { nl: 'Congres Gastvrijheid', en: 'Hospitality Congress' },
    description: {
      nl: 'Een dag over de gast van morgen, met sprekers uit hotels, horeca en attracties.',
      en: 'A day about tomorrow’s guest, with speakers from hotels, restaurants and attractions.',
    },
    kind: 'congres',
    inDays: 26,
    days: 1,
    city: 'Amsterdam',
    venueName: 'RAI Amsterdam',
  },
  {
    slug: { nl: 'zomerfestival-aan-het-water' },
    title: { nl: 'Zomerfestival aan het Water' },
    description: { nl: 'Drie dagen muziek, theater en eten aan de oevers van de IJssel.' },
    kind: 'festival',
    inDays: 40,
    days: 3,
    season: { month: 7, day: 10 },
    city: 'Deventer',
    venueName: 'Worp',
  },
  {
    slug: { nl: 'brancheavond-live-communicatie', en: 'live-communication-industry-evening' },
    title: { nl: 'Brancheavond Live Communicatie', en: 'Live Communication Industry Evening' },
    description: {
      nl: 'Netwerkavond voor bureaus en leveranciers in live communicatie.',
      en: 'Networking evening for agencies and suppliers in live communication.',
    },
    kind: 'branche-event',
    inDays: 55,
    days: 1,
    city: 'Rotterdam',
    venueName: 'Ahoy',
  },
  {
    slug: { nl: 'marathon-eindhoven', en: 'eindhoven-marathon' },
    title: { nl: 'Marathon Eindhoven', en: 'Eindhoven Marathon' },
    description: {
      nl: 'Hardloopevenement door de binnenstad, met een beursdag voor sportmerken.',
      en: 'Running event through the city centre, with an expo day for sports brands.',
    },
    kind: 'sportevenement',
    inDays: 70,
    days: 2,
    city: 'Eindhoven',
    venueName: 'Stadhuisplein',
  },
  {
    slug: { nl: 'incentive-reisdag', en: 'incentive-travel-day' },
    title: { nl: 'Incentive Reisdag', en: 'Incentive Travel Day' },
    description: {
      nl: 'Bestemmingen en reisorganisaties presenteren hun incentive-programma’s.',
      en: 'Destinations and travel organisers present their incentive programmes.',
    },
    kind: 'incentive-travel',
    inDays: 90,
    days: 1,
    city: 'Den Haag',
    venueName: 'World Forum',
  },
];
