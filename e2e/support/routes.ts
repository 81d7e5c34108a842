import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The site's app folder, whose tree is the route table. */
const APP_DIR = path.resolve(__dirname, '../../apps/web/src/app');

/** Files at the app's root that Next serves under another name. */
const ROOT_FILES: Record<string, string> = { 'robots.ts': 'robots.txt', 'manifest.ts': 'manifest.webmanifest', 'icon.svg': 'icon.svg' };

type Route = { template: string; page: boolean; slot?: string };

/**
 * Every route of the file tree. A URL template has `{s}` for a dynamic segment, two of them for a
 * catch-all; route groups and parallel-route slots (`@languages`) are no segments of the URL.
 */
function routes(dir: string, segments: string[] = []): Route[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): Route[] => {
    if (entry.isDirectory()) return routes(path.join(dir, entry.name), [...segments, entry.name]);
    const file = segments.length === 0 ? ROOT_FILES[entry.name] : undefined;
    if (!['page.tsx', 'route.ts'].includes(entry.name) && !file) return [];
    const slot = segments.find((segment) => segment.startsWith('@'));
    const url = [...segments, ...(file ? [file] : [])]
      .filter((segment) => segment !== '[locale]' && !/^\(.*\)$/.test(segment) && !segment.startsWith('@'))
      .map((segment) => (segment.startsWith('[...') ? '{s}/{s}' : segment.startsWith('[') ? '{s}' : segment));
    return [{ template: `/${url.join('/')}`, page: entry.name === 'page.tsx', ...(slot && { slot }) }];
  });
}

/** The site's routes (pages, route handlers, files) as URL templates. */
export const routeTemplates = () => [...new Set(routes(APP_DIR).map(({ template }) => template))];

/** The site's pages as URL templates. */
export const pageTemplates = () => [...new Set(routes(APP_DIR).filter(({ page, slot }) => page && !slot).map(({ template }) => template))];

/** The URL templates a parallel-route slot (`@languages`) has a page of its own for. */
export const slotTemplates = (slot: string) => routes(APP_DIR).filter((route) => route.slot === slot).map(({ template }) => template);
