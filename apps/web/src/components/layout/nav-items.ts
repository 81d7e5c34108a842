/** The main navigation: message key and Dutch URL segment (the same in every language). */
export const navItems = [
  { key: 'news', href: '/nieuws' },
  { key: 'calendar', href: '/kalender' },
  { key: 'magazines', href: '/magazines' },
  { key: 'vacancies', href: '/vacatures' },
  { key: 'directory', href: '/bedrijvengids' },
] as const;

/** More of the site, in the footer after the main navigation. */
export const moreItems = [
  { key: 'venues', href: '/locatie-finder' },
  { key: 'products', href: '/productengids' },
  { key: 'explore', href: '/explore' },
  { key: 'livewire', href: '/livewire' },
  { key: 'archive', href: '/sitemap' },
  { key: 'newsletter', href: '/nieuwsbrief' },
  { key: 'subscriptions', href: '/abonnementen' },
  { key: 'registrations', href: '/inschrijvingen' },
  { key: 'about', href: '/over-ons' },
] as const;
