/** The lists of the kinds of result a search can name ("vacatures", "beurzen"); the site links to each. */
export const typeLists = ['vacancies', 'events', 'fairs', 'congresses', 'companies', 'venues', 'products'] as const;
export type TypeList = (typeof typeLists)[number];

/**
 * The words that name each list, in Dutch and English, singular and plural. The CMS indexes every
 * document of the kind with them (not in its shown text), so "vacatures" finds the vacancies and
 * "beurzen" the fairs, and answers a search that names one with the list.
 */
export const typeListWords: Record<TypeList, readonly string[]> = {
  vacancies: ['vacature', 'vacatures', 'vacancy', 'vacancies', 'job', 'jobs'],
  events: ['evenement', 'evenementen', 'event', 'events'],
  fairs: ['beurs', 'beurzen', 'vakbeurs', 'vakbeurzen', 'fair', 'fairs'],
  congresses: ['congres', 'congressen', 'congress', 'congresses', 'conference', 'conferences'],
  companies: ['bedrijf', 'bedrijven', 'company', 'companies'],
  venues: ['locatie', 'locaties', 'venue', 'venues', 'location', 'locations'],
  products: ['product', 'producten', 'products'],
};
