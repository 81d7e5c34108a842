import { describe, expect, it, vi } from 'vitest';
import { apiBase, createCmsClient, serialiseParams, UNCACHED_TIMEOUT_MS, type CmsClientConfig, type HttpMethod } from './client';
import { CmsError } from './errors';

const CMS_URL = 'https://cms.example.test';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch mock that answers every call with a fresh response from `answer`. */
function mockFetch(answer: () => Response | Promise<Response> = () => json({ data: [] })) {
  return vi.fn<typeof fetch>(async () => answer());
}

function setup(config: Partial<CmsClientConfig> = {}, answer?: () => Response | Promise<Response>) {
  const fetchMock = mockFetch(answer);
  const client = createCmsClient({ url: CMS_URL, version: 'v5', fetch: fetchMock, ...config });
  return { client, fetchMock };
}

type Init = RequestInit & { next?: unknown; headers: Record<string, string> };

function lastCall(fetchMock: ReturnType<typeof mockFetch>): { url: string; init: Init } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] as Init };
}

/** Runs a failing call and returns what it rejected with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

describe('apiBase', () => {
  it('is the bare URL for v3', () => {
    expect(apiBase({ url: CMS_URL, version: 'v3' })).toBe(CMS_URL);
  });

  it('trims trailing slashes for v3', () => {
    expect(apiBase({ url: `${CMS_URL}///`, version: 'v3' })).toBe(CMS_URL);
  });

  it('ignores the prefix for v3', () => {
    expect(apiBase({ url: CMS_URL, version: 'v3', prefix: '/custom' })).toBe(CMS_URL);
  });

  it.each(['v4', 'v5'] as const)('appends /api for %s', (version) => {
    expect(apiBase({ url: CMS_URL, version })).toBe(`${CMS_URL}/api`);
  });

  it('trims a trailing slash before appending the prefix', () => {
    expect(apiBase({ url: `${CMS_URL}/`, version: 'v4' })).toBe(`${CMS_URL}/api`);
  });

  it('uses a custom prefix for v4 and later', () => {
    expect(apiBase({ url: CMS_URL, version: 'v5', prefix: '/rest' })).toBe(`${CMS_URL}/rest`);
    expect(apiBase({ url: CMS_URL, version: 'v4', prefix: '/cms/api' })).toBe(`${CMS_URL}/cms/api`);
  });
});

describe('serialiseParams', () => {
  const params = { filters: { title: { $eq: 'a b&c' } }, sort: ['date:desc', 'title'], pagination: { page: 2 } };
  const expected = 'filters[title][$eq]=a%20b%26c&sort[0]=date%3Adesc&sort[1]=title&pagination[page]=2';

  it('encodes values only and indexes arrays', () => {
    expect(serialiseParams(params)).toBe(`?${expected}`);
  });

  it('is empty without params', () => {
    expect(serialiseParams(undefined)).toBe('');
  });

  it('is empty for params that serialise to nothing', () => {
    expect(serialiseParams({})).toBe('');
    expect(serialiseParams({ skipped: undefined })).toBe('');
  });

  it('indexes arrays of objects', () => {
    expect(serialiseParams({ filters: { $or: [{ a: 1 }, { b: 'x y' }] } })).toBe(
      '?filters[$or][0][a]=1&filters[$or][1][b]=x%20y',
    );
  });
});

describe('createCmsClient', () => {
  describe('method and URL', () => {
    it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as HttpMethod[])('passes %s through', async (method) => {
      const { client, fetchMock } = setup();
      await client.request(method, '/articles/1');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const { url, init } = lastCall(fetchMock);
      expect(url).toBe(`${CMS_URL}/api/articles/1`);
      expect(init.method).toBe(method);
    });

    it('get uses GET', async () => {
      const { client, fetchMock } = setup();
      await client.get('/articles');
      expect(lastCall(fetchMock).init.method).toBe('GET');
      expect(lastCall(fetchMock).url).toBe(`${CMS_URL}/api/articles`);
    });

    it('post uses POST with the body', async () => {
      const { client, fetchMock } = setup();
      await client.post('/auth/local', { identifier: 'a@b.nl', password: 'pw' });
      const { url, init } = lastCall(fetchMock);
      expect(url).toBe(`${CMS_URL}/api/auth/local`);
      expect(init.method).toBe('POST');
      expect(init.body).toBe(JSON.stringify({ identifier: 'a@b.nl', password: 'pw' }));
    });

    it('adds a leading slash to a path without one', async () => {
      const { client, fetchMock } = setup();
      await client.get('articles');
      expect(lastCall(fetchMock).url).toBe(`${CMS_URL}/api/articles`);
    });

    it('keeps a path with a leading slash as is', async () => {
      const { client, fetchMock } = setup();
      await client.get('/articles');
      expect(lastCall(fetchMock).url).toBe(`${CMS_URL}/api/articles`);
    });

    it('uses the bare URL for v3', async () => {
      const { client, fetchMock } = setup({ version: 'v3', url: `${CMS_URL}/` });
      await client.get('articles');
      expect(lastCall(fetchMock).url).toBe(`${CMS_URL}/articles`);
    });

    it('uses /api for v4', async () => {
      const { client, fetchMock } = setup({ version: 'v4' });
      await client.get('/articles');
      expect(lastCall(fetchMock).url).toBe(`${CMS_URL}/api/articles`);
    });

    it('uses a custom prefix', async () => {
      const { client, fetchMock } = setup({ version: 'v5', prefix: '/rest' });
      await client.get('/articles');
      expect(lastCall(fetchMock).url).toBe(`${CMS_URL}/rest/articles`);
    });

    it('appends the serialised params', async () => {
      const { client, fetchMock } = setup();
      await client.get('/articles', {
        params: { filters: { title: { $eq: 'a b&c' } }, sort: ['date:desc', 'title'], pagination: { page: 2 } },
      });
      expect(lastCall(fetchMock).url).toBe(
        `${CMS_URL}/api/articles?filters[title][$eq]=a%20b%26c&sort[0]=date%3Adesc&sort[1]=title&pagination[page]=2`,
      );
    });

    it('adds no query string without params', async () => {
      const { client, fetchMock } = setup();
      await client.get('/articles', { params: {} });
      expect(lastCall(fetchMock).url).toBe(`${CMS_URL}/api/articles`);
    });
  });

  describe('headers and body', () => {
    it('always asks for JSON', async () => {
      const { client, fetchMock } = setup();
      await client.get('/articles');
      expect(lastCall(fetchMock).init.headers.Accept).toBe('application/json');
    });

    it('sends no Authorization header without getToken', async () => {
      const { client, fetchMock } = setup();
      await client.get('/articles');
      expect(lastCall(fetchMock).init.headers).not.toHaveProperty('Authorization');
    });

    it('sends a bearer token from a synchronous getToken', async () => {
      const { client, fetchMock } = setup({ getToken: () => 'jwt-123' });
      await client.get('/users/me');
      expect(lastCall(fetchMock).init.headers.Authorization).toBe('Bearer jwt-123');
    });

    it('sends a bearer token from an asynchronous getToken', async () => {
      const { client, fetchMock } = setup({ getToken: async () => 'jwt-async' });
      await client.get('/users/me');
      expect(lastCall(fetchMock).init.headers.Authorization).toBe('Bearer jwt-async');
    });

    it.each([
      ['sync undefined', () => undefined],
      ['async undefined', async () => undefined],
      ['empty string', () => ''],
    ])('sends no Authorization header when getToken gives %s', async (_label, getToken) => {
      const { client, fetchMock } = setup({ getToken });
      await client.get('/users/me');
      expect(lastCall(fetchMock).init.headers).not.toHaveProperty('Authorization');
    });

    it('asks for the token on every request', async () => {
      let token: string | undefined = 'first';
      const { client, fetchMock } = setup({ getToken: () => token });
      await client.get('/a');
      expect(lastCall(fetchMock).init.headers.Authorization).toBe('Bearer first');
      token = undefined;
      await client.get('/b');
      expect(lastCall(fetchMock).init.headers).not.toHaveProperty('Authorization');
    });

    it('sends a JSON body and Content-Type when a body is given', async () => {
      const { client, fetchMock } = setup();
      await client.request('PUT', '/articles/1', { body: { data: { title: 'Nieuw' } } });
      const { init } = lastCall(fetchMock);
      expect(init.body).toBe('{"data":{"title":"Nieuw"}}');
      expect(init.headers['Content-Type']).toBe('application/json');
    });

    it('sends no body and no Content-Type without a body', async () => {
      const { client, fetchMock } = setup();
      await client.request('DELETE', '/articles/1');
      const { init } = lastCall(fetchMock);
      expect(init.body).toBeUndefined();
      expect(init.headers).not.toHaveProperty('Content-Type');
    });

    it('post without a body sends no body and no Content-Type', async () => {
      const { client, fetchMock } = setup();
      await client.post('/auth/logout');
      const { init } = lastCall(fetchMock);
      expect(init.body).toBeUndefined();
      expect(init.headers).not.toHaveProperty('Content-Type');
    });

    it('passes the next option to fetch', async () => {
      const { client, fetchMock } = setup();
      await client.get('/articles', { next: { tags: ['articles'], revalidate: 60 } });
      expect(lastCall(fetchMock).init.next).toEqual({ tags: ['articles'], revalidate: 60 });
    });

    it('passes revalidate false through', async () => {
      const { client, fetchMock } = setup();
      await client.get('/articles', { next: { revalidate: false } });
      expect(lastCall(fetchMock).init.next).toEqual({ revalidate: false });
    });

    it('leaves next out when not given', async () => {
      const { client, fetchMock } = setup();
      await client.get('/articles');
      expect(lastCall(fetchMock).init).not.toHaveProperty('next');
    });

    it('passes cache and signal to fetch', async () => {
      const { client, fetchMock } = setup();
      const controller = new AbortController();
      await client.get('/articles', { cache: 'no-store', signal: controller.signal });
      const { init } = lastCall(fetchMock);
      expect(init.cache).toBe('no-store');
      expect(init.signal).toBe(controller.signal);
    });

    it("gives an uncached call a signal of its own, which keeps it out of Next's render dedupe", async () => {
      const { client, fetchMock } = setup();
      await client.get('/search', { cache: 'no-store' });
      expect(lastCall(fetchMock).init.signal).toBeInstanceOf(AbortSignal);
      await client.get('/articles', { next: { tags: ['article'] } });
      expect(lastCall(fetchMock).init.signal).toBeUndefined();
    });

    it('gives up on an uncached call without an answer after the time limit, as unreachable', async () => {
      vi.useFakeTimers();
      try {
        const { client } = setup({
          fetch: (_url, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
        });
        const call = rejection(client.get('/search', { cache: 'no-store' }));
        await vi.advanceTimersByTimeAsync(UNCACHED_TIMEOUT_MS);
        const error = await call;
        expect(error).toBeInstanceOf(CmsError);
        expect(error).toMatchObject({ status: 500, name: 'UnknownError', message: expect.stringMatching(`No answer within ${UNCACHED_TIMEOUT_MS} ms`) });
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('success', () => {
    it('resolves to the parsed JSON body', async () => {
      const body = { data: [{ id: 1, title: 'Beurs' }], meta: { pagination: { page: 1 } } };
      const { client } = setup({}, () => json(body));
      await expect(client.get('/articles')).resolves.toEqual(body);
    });

    it('resolves to undefined for an empty successful answer', async () => {
      const { client } = setup({}, () => new Response(null, { status: 204 }));
      await expect(client.request('DELETE', '/articles/1')).resolves.toBeUndefined();
    });

    it('answers a redirect with its location when asked not to follow it', async () => {
      const { client, fetchMock } = setup({}, () => new Response(null, { status: 302, headers: { Location: 'https://site.test/klaar' } }));
      await expect(client.get('/auth/email-confirmation', { redirect: 'manual' })).resolves.toEqual({ redirect: 'https://site.test/klaar' });
      expect(lastCall(fetchMock).init.redirect).toBe('manual');
    });

    it('does not call error listeners', async () => {
      const { client } = setup();
      const listener = vi.fn();
      client.onError(listener);
      await client.get('/articles');
      expect(listener).not.toHaveBeenCalled();
    });
  });

  describe('failure', () => {
    const forbidden = {
      data: null,
      error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: { policy: 'x' } },
    };

    it('rejects a v4 error body with a CmsError', async () => {
      const { client } = setup({}, () => json(forbidden, 403));
      const error = await rejection(client.get('/articles'));
      expect(error).toBeInstanceOf(CmsError);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ status: 403, name: 'ForbiddenError', message: 'Forbidden', details: { policy: 'x' } });
    });

    it('rejects a v3 error body with status and name from it', async () => {
      const { client } = setup({ version: 'v3' }, () =>
        json({ statusCode: 400, error: 'Bad Request', message: 'Invalid' }, 400),
      );
      const error = await rejection(client.get('/articles'));
      expect(error).toBeInstanceOf(CmsError);
      expect(error).toMatchObject({ status: 400, name: 'Bad Request', message: 'Invalid' });
    });

    it('rejects a non-JSON body with a 500 UnknownError', async () => {
      const { client } = setup({}, () => new Response('<html>Bad Gateway</html>', { status: 502 }));
      const error = await rejection(client.get('/articles'));
      expect(error).toBeInstanceOf(CmsError);
      expect(error).toMatchObject({ status: 500, name: 'UnknownError' });
    });

    it('rejects an unrecognised JSON body with a 500 UnknownError', async () => {
      const { client } = setup({}, () => json({ oops: true }, 404));
      const error = await rejection(client.get('/articles'));
      expect(error).toMatchObject({ status: 500, name: 'UnknownError' });
    });

    it('rejects with a 500 UnknownError when fetch throws', async () => {
      const fetchMock = vi.fn<typeof fetch>(async () => {
        throw new TypeError('fetch failed');
      });
      const client = createCmsClient({ url: CMS_URL, version: 'v5', fetch: fetchMock });
      const error = await rejection(client.get('/articles'));
      expect(error).toBeInstanceOf(CmsError);
      expect(error).toMatchObject({ status: 500, name: 'UnknownError' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('does not retry a failed response', async () => {
      const { client, fetchMock } = setup({}, () =>
        json({ data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'Down' } }, 503),
      );
      await expect(client.get('/articles')).rejects.toBeInstanceOf(CmsError);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('calls every error listener once with the thrown error', async () => {
      const { client } = setup({}, () => json(forbidden, 403));
      const first = vi.fn();
      const second = vi.fn();
      client.onError(first);
      client.onError(second);
      const error = await rejection(client.get('/articles'));
      expect(first).toHaveBeenCalledTimes(1);
      expect(first.mock.calls[0]?.[0]).toBe(error);
      expect(second).toHaveBeenCalledTimes(1);
      expect(second.mock.calls[0]?.[0]).toBe(error);
    });

    it('calls error listeners once with the thrown error when fetch throws', async () => {
      const fetchMock = vi.fn<typeof fetch>(async () => {
        throw new Error('ECONNREFUSED');
      });
      const client = createCmsClient({ url: CMS_URL, version: 'v4', fetch: fetchMock });
      const listener = vi.fn();
      client.onError(listener);
      const error = await rejection(client.get('/articles'));
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener.mock.calls[0]?.[0]).toBe(error);
    });

    it('calls error listeners once per failure', async () => {
      const { client } = setup({}, () => json(forbidden, 403));
      const listener = vi.fn();
      client.onError(listener);
      await rejection(client.get('/a'));
      await rejection(client.get('/b'));
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('stops calling a listener after it unsubscribes', async () => {
      const { client } = setup({}, () => json(forbidden, 403));
      const removed = vi.fn();
      const kept = vi.fn();
      const unsubscribe = client.onError(removed);
      client.onError(kept);
      await rejection(client.get('/a'));
      expect(removed).toHaveBeenCalledTimes(1);
      unsubscribe();
      await rejection(client.get('/b'));
      expect(removed).toHaveBeenCalledTimes(1);
      expect(kept).toHaveBeenCalledTimes(2);
    });

    it('keeps listeners per client', async () => {
      const failing = setup({}, () => json(forbidden, 403));
      const other = setup({}, () => json(forbidden, 403));
      const listener = vi.fn();
      other.client.onError(listener);
      await rejection(failing.client.get('/a'));
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
