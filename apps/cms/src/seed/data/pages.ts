import type { Text } from '../text';

/**
 * CMS pages. The slug is the same in both languages: URLs keep their Dutch segments. Theme pages
 * (`theme`) are the intro of the site's /beurzen, /festivals, ...: the site adds that kind's
 * upcoming events and news; brand pages (`brand`) get a magazine cover and a call to subscribe.
 */
export type PageRow = {
  slug: string;
  title: Text;
  intro: Text;
  body: Text;
  theme?: true;
  brand?: 'expovisie' | 'conferencematters';
};

export const aboutPage: PageRow = {
  slug: 'over-ons',
  title: { nl: 'Over ons', en: 'About us' },
  intro: {
    nl: 'Standplaats is het platform voor de beurs-, congres- en evenementenbranche: nieuws, een kalender, een bedrijvengids en twee vakbladen.',
    en: 'Standplaats is the platform for the trade-fair, congress and events industry: news, a calendar, a company directory and two trade magazines.',
  },
  body: {
    nl: 'Wij volgen de branche sinds 1994. Onze redactie schrijft dagelijks over beurzen, congressen, festivals en iedereen die ze mogelijk maakt.\n\nNaast de website maken we de magazines Expovisie en Conferencematters en organiseren we zelf vakbeurzen en netwerkbijeenkomsten.',
    en: 'We have followed the industry since 1994. Our newsroom writes daily about trade fairs, congresses, festivals and everyone who makes them happen.\n\nBesides the website we publish the magazines Expovisie and Conferencematters and organise trade fairs and networking events ourselves.',
  },
};

const theme = (slug: string, title: Text, intro: Text): PageRow => ({
  slug,
  theme: true,
  title,
  intro,
  // The page shows the intro above the body: the body goes on from it.
  body: {
    nl: `Hieronder vind je de eerstvolgende ${title.nl.toLowerCase()} en het laatste nieuws erover.`,
    en: `Below you will find the next ${title.en!.toLowerCase()} and the latest news about them.`,
  },
});

export const themePages: PageRow[] = [
  theme('beurzen', { nl: 'Beurzen', en: 'Trade fairs' }, { nl: 'Vakbeurzen en publieksbeurzen in heel Nederland, van techniek tot horeca.', en: 'Trade and consumer fairs throughout the Netherlands, from technology to hospitality.' }),
  theme('festivals', { nl: 'Festivals', en: 'Festivals' }, { nl: 'Muziek-, theater- en stadsfestivals, en de organisaties erachter.', en: 'Music, theatre and city festivals, and the organisations behind them.' }),
  theme('congressen', { nl: 'Congressen', en: 'Congresses' }, { nl: 'Nationale en internationale congressen en de locaties waar ze plaatsvinden.', en: 'National and international congresses and the venues that host them.' }),
  theme('brand-events', { nl: 'Brand events', en: 'Brand events' }, { nl: 'Productlanceringen, pop-ups en merkbelevingen die blijven hangen.', en: 'Product launches, pop-ups and brand experiences that stick.' }),
  theme('company-events', { nl: 'Company events', en: 'Company events' }, { nl: 'Personeelsfeesten, relatiedagen en bijeenkomsten voor het hele bedrijf.', en: 'Staff parties, client days and gatherings for the whole company.' }),
  theme('incentive-travel', { nl: 'Incentive travel', en: 'Incentive travel' }, { nl: 'Reizen die medewerkers en relaties belonen, dichtbij en ver weg.', en: 'Trips that reward staff and clients, near and far.' }),
  theme('sportevenementen', { nl: 'Sportevenementen', en: 'Sports events' }, { nl: 'Marathons, wielerrondes en toernooien, en wat erbij komt kijken.', en: 'Marathons, cycling races and tournaments, and what it takes to run them.' }),
];

export const brandPages: PageRow[] = [
  {
    slug: 'expovisie',
    brand: 'expovisie',
    title: { nl: 'Expovisie', en: 'Expovisie' },
    intro: { nl: 'Het vakblad voor beurzen, standbouw en live marketing.', en: 'The trade magazine for trade fairs, stand building and live marketing.' },
    body: {
      nl: 'Expovisie verschijnt vier keer per jaar en wordt gelezen door exposanten, standbouwers en beursorganisatoren.\n\nElk nummer bevat reportages van de beursvloer, interviews en de stand van het kwartaal.',
      en: 'Expovisie appears four times a year and is read by exhibitors, stand builders and trade-fair organisers.\n\nEvery issue has reports from the show floor, interviews and the stand of the quarter.',
    },
  },
  {
    slug: 'conferencematters',
    brand: 'conferencematters',
    title: { nl: 'Conferencematters', en: 'Conferencematters' },
    intro: { nl: 'Het vakblad voor congressen, locaties en zakelijke bijeenkomsten.', en: 'The trade magazine for congresses, venues and business meetings.' },
    body: {
      nl: 'Conferencematters verschijnt vier keer per jaar voor congresorganisatoren, locaties en bureaus.\n\nMet een locatiegids, trends uit de congresmarkt en verhalen van organisatoren.',
      en: 'Conferencematters appears four times a year for congress organisers, venues and agencies.\n\nWith a venue guide, trends from the congress market and stories from organisers.',
    },
  },
];
