// The site's page templates as issue 30 lists them, each by one page of the demo seed; a template
// with `from` is the first link matching `link` on that page. `route` is its folder under
// apps/web/src/app/[locale]/(default), for what reads the build (first-load.mjs). The account page
// is in MEMBER_TEMPLATES: it needs a signed-in member, and no crawler or first visit sees it.
export const TEMPLATES = [
  { name: 'home', route: '', path: '/' },
  { name: 'article', route: 'nieuws/[slug]', path: '/nieuws/beursvloer-groeit-weer-in-2026' },
  { name: 'calendar', route: 'kalender', path: '/kalender' },
  { name: 'event', route: 'kalender/[slug]', path: '/kalender/vakbeurs-evenementenbranche' },
  { name: 'vacancies', route: 'vacatures', path: '/vacatures' },
  { name: 'vacancy', route: 'vacatures/[slug]', path: '/vacatures/technicus-licht-en-geluid-lumen-eventtechniek' },
  { name: 'directory', route: 'bedrijvengids', path: '/bedrijvengids' },
  { name: 'company', route: 'bedrijvengids/[id]', from: '/bedrijvengids', link: /href="(\/bedrijvengids\/[^"/?#]+)"/ },
  { name: 'product guide', route: 'productengids', path: '/productengids' },
  { name: 'product', route: 'productengids/[id]', from: '/productengids', link: /href="(\/productengids\/[^"/?#]+)"/ },
  { name: 'location finder', route: 'locatie-finder', path: '/locatie-finder' },
  { name: 'venue', route: 'locatie-finder/[slug]', path: '/locatie-finder/jaarbeurs' },
  { name: 'search', route: 'zoeken', path: '/zoeken?q=beurs' },
  { name: 'exhibitors', route: 'kalender/[slug]/exposanten', path: '/kalender/vakbeurs-evenementenbranche/exposanten' },
  { name: 'floor plan', route: 'kalender/[slug]/plattegrond', path: '/kalender/vakbeurs-evenementenbranche/plattegrond' },
];

/** The templates only a signed-in member sees: measured as the bench's member (member.mjs) by a bench given --member. */
export const MEMBER_TEMPLATES = [{ name: 'account', route: 'account', path: '/account' }];

/** The template's path on the site at `base`: its own, or the first matching link on its `from` page. */
export async function resolvePath(base, template) {
  if (template.path) return template.path;
  const html = await fetch(base + template.from).then((response) => response.text());
  const match = template.link.exec(html);
  if (!match) throw new Error(`No link like ${template.link} on ${template.from}.`);
  return match[1];
}
