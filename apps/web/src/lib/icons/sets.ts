import 'server-only';
import type { IconifyJSON } from '@iconify-json/lucide';
import { getIconData, getIcons, iconToSVG } from '@iconify/utils';

/** The Iconify sets the site serves, installed from npm (`@iconify-json/*`); loaded on first use. */
const SETS: Record<string, () => Promise<IconifyJSON>> = {
  lucide: () => import('@iconify-json/lucide').then((set) => set.icons),
};

/** Iconify's names: lower-case words of letters and digits joined by hyphens. */
export const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The most icons one request may ask for. */
export const MAX_ICONS_PER_REQUEST = 100;

export async function iconSet(collection: string): Promise<IconifyJSON | null> {
  const load = Object.hasOwn(SETS, collection) ? SETS[collection] : undefined;
  return load ? load() : null;
}

/** The asked icons of a set in Iconify's JSON format, with `not_found` for names it lacks. */
export function iconsOf(set: IconifyJSON, names: string[]): IconifyJSON {
  return getIcons(set, names, true) ?? { prefix: set.prefix, icons: {}, not_found: names };
}

/** An icon (`lucide:bell`) as the parts of an inline SVG, or null when there is no such icon. */
export async function iconSvg(name: string): Promise<{ viewBox: string; body: string } | null> {
  const [collection = '', icon = ''] = name.split(':');
  const set = icon ? await iconSet(collection) : null;
  const data = set && getIconData(set, icon);
  if (!data) return null;
  const { attributes, body } = iconToSVG(data);
  return { viewBox: attributes.viewBox, body };
}
