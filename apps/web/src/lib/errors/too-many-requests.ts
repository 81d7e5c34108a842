import { createTranslator } from 'next-intl';
import { defaultLocale, isLocale, localeCookie, type Locale } from '@standplaats/shared';
import { loadMessages } from '@/i18n/messages';
import { RETRY_AFTER_SECONDS } from './answer-status';

/** The language of a call to a site endpoint: the locale it names, else the locale cookie the proxy set, else Dutch. */
export function requestLocale(request: Request, named?: string | null): Locale {
  if (isLocale(named)) return named;
  const cookie = request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === localeCookie.name)?.[1];
  return isLocale(cookie) ? cookie : defaultLocale;
}

/**
 * A site endpoint's answer to a visitor past a limit: 429 with Retry-After, never cached, and a
 * message in their language beside the code, with whatever else the endpoint always answers.
 */
export async function tooManyRequests(locale: Locale, retryAfter = RETRY_AFTER_SECONDS, body: Record<string, unknown> = {}): Promise<Response> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'error' });
  return Response.json(
    { ...body, error: 'too-many-requests', message: t('tooMany') },
    { status: 429, headers: { 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' } },
  );
}
