// @ts-check
/**
 * The CMS's admin shows a draft inside a frame (its preview button). A page in draft mode (Next's
 * `__prerender_bypass` cookie, set by /api/preview) may therefore be framed by the CMS's origin
 * as well as by the site itself, and so may the preview routes that go in and out of it (Chromium
 * checks the redirects of a frame too); every other page keeps `frame-ancestors 'self'`
 * (src/lib/security/headers.ts). X-Frame-Options cannot name another origin, so it goes there.
 */
const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/;
const PREVIEW_ROUTES = /^\/api\/preview(?:\/exit)?\/?(?:\?|$)/;

/**
 * `policy` with `origin` among the frame ancestors.
 * @param {string} policy
 * @param {string} origin
 */
export function policyFramedBy(policy, origin) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return name === 'frame-ancestors' && !sources.includes(origin) ? [name, ...sources, origin].join(' ') : directive.trim();
    })
    .join('; ');
}

/** The origin editors open the CMS at: CMS_PUBLIC_URL, else CMS_URL. */
export const cmsOrigin = (env = process.env) => {
  const url = env.CMS_PUBLIC_URL || env.CMS_URL;
  return url && URL.canParse(url) ? new URL(url).origin : null;
};

/**
 * The rule that lets the CMS at `origin` (cmsOrigin(), read once) frame the answer to `request`
 * when it is in draft mode or on its way in or out (a rule of response-head.mjs; it goes after the
 * script nonce, whose policy it extends).
 * @param {import('node:http').IncomingMessage} request
 * @param {string | null} origin
 * @returns {import('./response-head.mjs').Rule}
 */
export function framesForPreview(request, origin) {
  const inPreview = Boolean(origin) && (DRAFT_MODE_COOKIE.test(request.headers.cookie ?? '') || PREVIEW_ROUTES.test(request.url ?? ''));
  return (head, response) => {
    const policy = head.policy ?? response.getHeader('content-security-policy');
    if (!inPreview || !origin || typeof policy !== 'string') return head;
    response.removeHeader('x-frame-options');
    return { ...head, policy: policyFramedBy(policy, origin) };
  };
}
