import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/env';

/**
 * Headers for the CMS calls that act for a visitor: the site's secret, and the visitor's address
 * so the CMS can limit each visitor (not the site's server) on log-in attempts. The site's server
 * (apps/web/server) has already made x-forwarded-for that one address, whatever the client sent.
 */
export function visitorHeadersOf(forwardedFor: string | null | undefined): Record<string, string> {
  const forwarded = forwardedFor?.trim();
  return { ...siteHeaders(), ...(forwarded ? { 'X-Client-Address': forwarded } : {}) };
}

/** The site's secret alone: a call the site's server makes for no visitor in particular. */
export const siteHeaders = (): Record<string, string> => ({ 'X-Site-Secret': env.SITE_API_SECRET ?? '' });

/** The visitor headers of the request being rendered. */
export async function visitorHeaders(): Promise<Record<string, string>> {
  return visitorHeadersOf((await headers()).get('x-forwarded-for'));
}
