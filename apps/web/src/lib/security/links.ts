import { isSameSitePath } from './secrets';

/**
 * A link target from the CMS that is safe to render: an absolute http(s) URL, a `mailto:` or
 * `tel:` link, a path on this site or a `#fragment`. Anything else (`javascript:`, `data:`,
 * `//elders.example`) has no safe form: null.
 */
export function safeHref(value: string): string | null {
  const href = value.trim();
  if (isSameSitePath(href) || /^#[\w-]*$/.test(href)) return href;
  if (/^(mailto|tel):[^\s<>"]+$/i.test(href)) return href;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? href : null;
  } catch {
    return null;
  }
}
