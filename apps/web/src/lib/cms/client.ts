import qs from 'qs';
import { UNREACHABLE_MESSAGE } from './availability';
import { CmsError, normaliseCmsError, retryAfterSeconds } from './errors';

export type CmsVersion = 'v3' | 'v4' | 'v5';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CmsClientConfig = {
  url: string;
  version: CmsVersion;
  /** Path prefix of the REST API for v4 and later. */
  prefix?: string;
  /** The member's JWT from the auth cookie, when there is one. */
  getToken?: () => string | undefined | Promise<string | undefined>;
  fetch?: typeof fetch;
};

export type CmsRequestOptions = {
  params?: Record<string, unknown>;
  body?: unknown;
  /** Extra request headers (the preview secret). */
  headers?: Record<string, string>;
  /** Next.js data-cache settings for GET requests. */
  next?: { tags?: string[]; revalidate?: number | false };
  cache?: RequestCache;
  signal?: AbortSignal;
  /** `manual`: a redirect is an answer (`{ redirect: location }`), not followed. */
  redirect?: RequestRedirect;
};

type ErrorListener = (error: CmsError) => void;

/** How long an uncached call may take before it counts as no answer (see request()). */
export const UNCACHED_TIMEOUT_MS = 15_000;

/** Base URL of the REST API: the bare URL for v3, the URL plus the prefix otherwise (spec section 7). */
export function apiBase({ url, version, prefix = '/api' }: CmsClientConfig): string {
  const bare = url.replace(/\/+$/, '');
  return version === 'v3' ? bare : `${bare}${prefix}`;
}

/** Query string of the params: values encoded, arrays indexed (`a[0]=x`). */
export function serialiseParams(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const query = qs.stringify(params, { encodeValuesOnly: true, arrayFormat: 'indices' });
  return query ? `?${query}` : '';
}

/**
 * The content-service client of spec section 7: any method and path, no retries, the bearer
 * token when the member has one, and every failure emitted as an `error` event and rethrown.
 * Answers are `unknown`: the readers parse them with zod.
 */
export function createCmsClient(config: CmsClientConfig) {
  const listeners = new Set<ErrorListener>();
  const doFetch = config.fetch ?? fetch;

  async function request(method: HttpMethod, path: string, options: CmsRequestOptions = {}): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const token = await config.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    const url = `${apiBase(config)}${path.startsWith('/') ? path : `/${path}`}${serialiseParams(options.params)}`;
    // An uncached call gets a signal of its own when the caller gave none. It is a time limit, and
    // it keeps the call out of Next's fetch dedupe for renders (next/dist/server/lib/dedupe-fetch.js,
    // which passes calls with a signal straight through). That dedupe keeps a clone of every answer
    // that nobody reads, and undici holds the clone's stream, and through it the whole request it
    // was made in, for good (vercel/next.js#85914, #90851; with the sockets of
    // server/connections.mjs, about 300 KB for every /zoeken render). The timer goes with the
    // call, so it does not hold the request either.
    const limit = options.signal || options.cache !== 'no-store' ? null : new AbortController();
    const timer = limit && setTimeout(() => limit.abort(new DOMException(`No answer within ${UNCACHED_TIMEOUT_MS} ms`, 'TimeoutError')), UNCACHED_TIMEOUT_MS);
    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          cache: options.cache,
          signal: options.signal ?? limit?.signal,
          redirect: options.redirect,
          ...(options.next ? { next: options.next } : {}),
        });
      } catch (cause) {
        // No answer means no error body: spec section 8's unknown error.
        throw fail({ status: 500, name: 'UnknownError', message: `${UNREACHABLE_MESSAGE}: ${String(cause)}` });
      }

      if (options.redirect === 'manual' && response.status >= 300 && response.status < 400) {
        return { redirect: response.headers.get('location') };
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) throw fail({ ...normaliseCmsError(body), retryAfter: retryAfterSeconds(response.headers.get('retry-after')) });
      return body;
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  function fail(body: ConstructorParameters<typeof CmsError>[0]): CmsError {
    const error = new CmsError(body);
    for (const listener of listeners) listener(error);
    return error;
  }

  return {
    request,
    get: (path: string, options?: CmsRequestOptions) => request('GET', path, options),
    post: (path: string, body?: unknown, options?: CmsRequestOptions) => request('POST', path, { ...options, body }),
    /** Subscribes to the error event; returns the unsubscribe function. */
    onError(listener: ErrorListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CmsClient = ReturnType<typeof createCmsClient>;
