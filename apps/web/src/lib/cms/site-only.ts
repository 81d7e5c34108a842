import 'server-only';
import { visitorHeaders } from '@/lib/auth/visitor';

/**
 * The options of calls only the site's server may make (form submissions the CMS takes after the
 * site checked the captcha and the rules): the shared secret, without which the CMS refuses them,
 * and the visitor's address, by which it limits each visitor.
 */
export const siteOnly = async () => ({ headers: await visitorHeaders(), cache: 'no-store' as const });
