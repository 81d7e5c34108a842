import { newsletterLists, type Locale, type NewsletterList } from '@standplaats/shared';

const LIST_NAMES: Record<NewsletterList, Record<Locale, string>> = {
  expovisie: { nl: 'Expovisie', en: 'Expovisie' },
  conferencematters: { nl: 'Conferencematters', en: 'Conferencematters' },
  vacatures: { nl: 'Vacatures', en: 'Vacancies' },
};

export const listName = (list: NewsletterList, locale: Locale) => LIST_NAMES[list][locale];

/** The lists in their fixed order, each once. */
export const sortLists = (lists: Iterable<NewsletterList>): NewsletterList[] => {
  const chosen = new Set(lists);
  return newsletterLists.filter((list) => chosen.has(list));
};
