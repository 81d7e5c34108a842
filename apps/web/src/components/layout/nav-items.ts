/** The main navigation: message key and Dutch URL segment (the same in every language). */
export const navItems = [
  { key: 'home', href: '/' },
  { key: 'calendar', href: '/kalender' },
  { key: 'magazines', href: '/magazines' },
  { key: 'vacancies', href: '/vacatures' },
  { key: 'directory', href: '/bedrijvengids' },
  { key: 'about', href: '/over-ons' },
] as const;

/** More of the site, in the footer only. */
export const footerItems = [
  { key: 'explore', href: '/explore' },
  { key: 'archive', href: '/sitemap' },
  { key: 'livewire', href: '/livewire' },
  { key: 'newsletter', href: '/nieuwsbrief' },
  { key: 'subscriptions', href: '/abonnementen' },
  { key: 'registrations', href: '/inschrijvingen' },
] as const;

/** Routes of later issues: linked already, but a prefetch of them would be a 404 in the console. */
const notBuiltYet: readonly string[] = ['/vacatures', '/bedrijvengids'];

/** `prefetch` for a link to `href`: off while its route does not exist, else next/link's default. */
export const prefetchFor = (href: string) => (notBuiltYet.includes(href) ? false : undefined);
