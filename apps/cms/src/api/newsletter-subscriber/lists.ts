import type { FormLocale } from '../../site/form-fields';

/** The newsletters a reader can sign up for; the site offers the same ids. */
export const NEWSLETTER_LISTS = ['expovisie', 'conferencematters', 'vacatures'] as const;
export type NewsletterList = (typeof NEWSLETTER_LISTS)[number];

const LIST_NAMES: Record<NewsletterList, Record<FormLocale, string>> = {
  expovisie: { nl: 'Expovisie', en: 'Expovisie' },
  conferencematters: { nl: 'Conferencematters', en: 'Conferencematters' },
  vacatures: { nl: 'Vacatures', en: 'Vacancies' },
};

export const listName = (list: NewsletterList, locale: FormLocale) => LIST_NAMES[list][locale];

/** The lists in their fixed order, each once. */
export const sortLists = (lists: Iterable<NewsletterList>): NewsletterList[] => {
  const chosen = new Set(lists);
  return NEWSLETTER_LISTS.filter((list) => chosen.has(list));
};
