// The site's page templates as issue 30 lists them, each by one page of the demo seed; a template
// with `from` is the first link matching `link` on that page. The account page is left out: it
// needs a signed-in member, and no crawler or first visit sees it.
export const TEMPLATES = [
  { name: 'home', path: '/' },
  { name: 'article', path: '/nieuws/beursvloer-groeit-weer-in-2026' },
  { name: 'calendar', path: '/kalender' },
  { name: 'event', path: '/kalender/vakbeurs-evenementenbranche' },
  { name: 'vacancies', path: '/vacatures' },
  { name: 'vacancy', path: '/vacatures/technicus-licht-en-geluid-lumen-eventtechniek' },
  { name: 'directory', path: '/bedrijvengids' },
  { name: 'company', from: '/bedrijvengids', link: /href="(\/bedrijvengids\/[^"/?#]+)"/ },
  { name: 'product guide', path: '/productengids' },
  { name: 'product', from: '/productengids', link: /href="(\/productengids\/[^"/?#]+)"/ },
  { name: 'location finder', path: '/locatie-finder' },
  { name: 'venue', path: '/locatie-finder/jaarbeurs' },
  { name: 'search', path: '/zoeken?q=beurs' },
  { name: 'exhibitors', path: '/kalender/vakbeurs-evenementenbranche/exposanten' },
  { name: 'floor plan', path: '/kalender/vakbeurs-evenementenbranche/plattegrond' },
];

/** The template's path on the site at `base`: its own, or the first matching link on its `from` page. */
export async function resolvePath(base, template) {
  if (template.path) return template.path;
  const html = await fetch(base + template.from).then((response) => response.text());
  const match = template.link.exec(html);
  if (!match) throw new Error(`No link like ${template.link} on ${template.from}.`);
  return match[1];
}
