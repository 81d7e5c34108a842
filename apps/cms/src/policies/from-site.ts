import { timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export const SITE_SECRET_HEADER = 'x-site-secret';

const matches = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Lets a request through only when it carries the site's shared secret. The forms behind these
 * routes (newsletter, orders) send mail and store personal data, so only the site's server, which
 * has checked the captcha, may call them; browsers never reach the CMS with the secret. Without
 * SITE_API_SECRET nothing passes rather than everything.
 */
const fromSite: Core.PolicyHandler = (policyContext) => {
  const expected = process.env.SITE_API_SECRET;
  const given = policyContext.request.header[SITE_SECRET_HEADER];
  if (!expected || typeof given !== 'string' || !matches(given, expected)) {
    throw new errors.PolicyError('Only the site may call this endpoint', { policy: 'from-site' });
  }
  return true;
};

export default fromSite;
