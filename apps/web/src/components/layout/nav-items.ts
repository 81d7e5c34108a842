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
] as const;
