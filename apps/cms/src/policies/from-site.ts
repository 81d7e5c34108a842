import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { hasSiteSecret } from '../site/site-secret';

/**
 * Lets a request through only when it carries the site's shared secret. The forms behind these
 * routes (newsletter, orders) send mail and store personal data, so only the site's server, which
 * has checked the captcha, may call them; browsers never reach the CMS with the secret. Without
 * SITE_API_SECRET nothing passes rather than everything.
 */
const fromSite: Core.PolicyHandler = (policyContext) => {
  if (!hasSiteSecret(policyContext)) throw new errors.PolicyError('Only the site may call this endpoint', { policy: 'from-site' });
  return true;
};

export default fromSite;
