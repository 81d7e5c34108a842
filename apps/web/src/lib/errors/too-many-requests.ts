import { createTranslator } from 'next-intl';
import { defaultLocale, isLocale, localeCookie, type Locale } from '@standplaats/shared';
import { loadMessages } from '@/i18n/messages';
import { cookieValue } from '@/lib/cookie-value';
import { LIMIT_RETRY_AFTER_SECONDS } from './response-status';

/** The language of a call to a site endpoint: the locale cookie the proxy set, else Dutch. */
export function requestLocale(request: Request): Locale {
  const cookie = cookieValue(request.headers.get('cookie'), localeCookie.name);
  return isLocale(cookie) ? cookie : defaultLocale;
}

/**
 * A site endpoint's answer to a visitor past a limit: 429 with Retry-After, never cached, and a
 * message in their language beside the code, with whatever else the endpoint always answers.
 */
export async function tooManyRequests(locale: Locale, retryAfter = LIMIT_RETRY_AFTER_SECONDS, body: Record<string, unknown> = {}): Promise<Response> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'error' });
  return Response.json(
    { ...body, error: 'too-many-requests', message: t('tooMany') },
    { status: 429, headers: { 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' } },
  );
}
