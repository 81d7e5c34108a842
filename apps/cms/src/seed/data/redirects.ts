export const redirects: { from: string; to: string; type: 'permanent' | 'temporary' }[] = [
  { from: '/oude-kalender', to: '/kalender', type: 'permanent' },
  { from: '/nieuws-archief', to: '/sitemap', type: 'permanent' },
  { from: '/beurs-agenda', to: '/kalender/beursagenda', type: 'temporary' },
  { from: '/expovisie-website', to: 'https://www.expovisie.nl/', type: 'permanent' },
  { from: '/partner-portal', to: 'https://partners.example.com/login', type: 'temporary' },
];
