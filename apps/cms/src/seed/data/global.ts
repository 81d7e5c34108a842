type Link = { label: string; url: string };

// URLs keep their Dutch segments in every language; the site adds the locale prefix.
const nav = (labels: string[]): Link[] =>
  ['/', '/kalender', '/magazines', '/vacatures', '/bedrijvengids', '/over-ons'].map((url, i) => ({ label: labels[i], url }));

export const global = {
  nl: {
    siteName: 'Standplaats',
    navigation: nav(['Home', 'Kalender', 'Magazines', 'Vacatures', 'Bedrijvengids', 'Over ons']),
    footerLinks: [
      { label: 'Over ons', url: '/over-ons' },
      { label: 'Abonnementen', url: '/abonnementen' },
      { label: 'Adverteren', url: '/adverteren' },
      { label: 'Privacy', url: '/privacy' },
      { label: 'Contact', url: '/contact' },
    ],
  },
  en: {
    siteName: 'Standplaats',
    navigation: nav(['Home', 'Calendar', 'Magazines', 'Vacancies', 'Company directory', 'About us']),
    footerLinks: [
      { label: 'About us', url: '/over-ons' },
      { label: 'Subscriptions', url: '/abonnementen' },
      { label: 'Advertising', url: '/adverteren' },
      { label: 'Privacy', url: '/privacy' },
      { label: 'Contact', url: '/contact' },
    ],
  },
  socialLinks: [
    { platform: 'linkedin', url: 'https://www.linkedin.com/company/standplaats' },
    { platform: 'instagram', url: 'https://www.instagram.com/standplaats' },
    { platform: 'youtube', url: 'https://www.youtube.com/@standplaats' },
  ],
};
