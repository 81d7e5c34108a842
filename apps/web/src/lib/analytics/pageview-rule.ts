import { splitLocale } from '@/i18n/pathname';

/**
 * Who records a path's page view: `auto` the tracker on each navigation; `self` the page itself,
 * once, with the content's type and id (articles, events, vacancies, companies, products, venues);
 * `none` nobody (the health check, tracked outbound links, the catch-all). Static routes that sit
 * beside a detail route (`/kalender/beursagenda`) are lists and stay `auto`. A fair's plan on one
 * highlighted stand (`?stand=1.B12`) is that exhibitor's entry, and records itself.
 */
export type PageviewRule = 'auto' | 'self' | 'none';

const NONE = /^\/(?:health|l\/[^/]+|c(?:\/.*)?)\/?$/;
const SELF = /^\/(?:nieuws|kalender|vacatures|bedrijvengids|productengids|locatie-finder)\/([^/]+)\/?$/;
const LISTS = new Set(['/nieuws/tag', '/kalender/beursagenda', '/kalender/branche-agenda', '/vacatures/plaatsen']);
const PLAN = /^\/kalender\/[^/]+\/plattegrond\/?$/;

export function pageviewRule(pathname: string, search = ''): PageviewRule {
  const { path } = splitLocale(pathname);
  if (NONE.test(path)) return 'none';
  if (SELF.test(path) && !LISTS.has(path.replace(/\/$/, ''))) return 'self';
  if (PLAN.test(path) && new URLSearchParams(search).has('stand')) return 'self';
  return 'auto';
}
