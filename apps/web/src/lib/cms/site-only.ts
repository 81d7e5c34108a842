import 'server-only';
import { env } from '@/lib/env';

/**
 * The header of calls only the site's server may make (form submissions the CMS takes after the
 * site checked the captcha and the rules). Without the secret the CMS refuses them.
 */
export const siteOnly = () => ({ headers: { 'X-Site-Secret': env.SITE_API_SECRET ?? '' }, cache: 'no-store' as const });
