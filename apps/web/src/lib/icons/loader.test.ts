import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconLoadError, loadIcons, PUBLIC_ICON_API } from './loader';

const DATA = { prefix: 'lucide', icons: { bell: { body: '<path d="M1 1"/>' } }, width: 24, height: 24 };
type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
const ok: Fetch = () => Promise.resolve(new Response(JSON.stringify(DATA), { status: 200 }));
const status = (code: number): Fetch => () => Promise.resolve(new Response('', { status: code }));
const hang: Fetch = (_input, init) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** A fetch that answers each host with its own behaviour and records the URLs asked. */
function fakeFetch(byHost: Record<string, Fetch>) {
  return vi.fn<Fetch>((input, init) => {
    const answer = byHost[new URL(String(input), 'https://site.test').origin];
    if (!answer) throw new Error(`unexpected request ${String(input)}`);
    return answer(input, init);
  });
}
const hostsOf = (mock: ReturnType<typeof fakeFetch>) => mock.mock.calls.map(([input]) => new URL(String(input), 'https://site.test').origin);

const A = 'https://a.test';
const B = 'https://b.test';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loadIcons', () => {
  it('asks the site’s own endpoint by default, never the public API', async () => {
    const fetch = vi.fn<Fetch>(ok);
    await expect(loadIcons('lucide', ['bell', 'x'], { fetch })).resolves.toEqual(DATA);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/icons/lucide.json?icons=bell,x');
    expect(JSON.stringify(fetch.mock.calls)).not.toContain(new URL(PUBLIC_ICON_API).host);
  });

  it('aborts on a 404 without asking another host', async () => {
    const fetch = fakeFetch({ [A]: status(404), [B]: ok });
    const result = loadIcons('geen-set', ['bell'], { hosts: [A, B], fetch });
    await expect(result).rejects.toEqual(new IconLoadError(404));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hostsOf(fetch)).toEqual([A]);
  });

  it('retries a failure on the next host after 2000 ms', async () => {
    const fetch = fakeFetch({ [A]: status(503), [B]: ok });
    const result = loadIcons('lucide', ['bell'], { hosts: [A, B], fetch });
    await vi.advanceTimersByTimeAsync(1999);
    expect(hostsOf(fetch)).toEqual([A]);
    await vi.advanceTimersByTimeAsync(1);
    expect(hostsOf(fetch)).toEqual([A, B]);
    await expect(result).resolves.toEqual(DATA);
  });

  it('starts the next host after 750 ms without an answer; the first answer wins and the other is cancelled', async () => {
    const fetch = fakeFetch({ [A]: hang, [B]: ok });
    const result = loadIcons('lucide', ['bell'], { hosts: [A, B], fetch });
    await vi.advanceTimersByTimeAsync(749);
    expect(hostsOf(fetch)).toEqual([A]);
    await vi.advanceTimersByTimeAsync(1);
    expect(hostsOf(fetch)).toEqual([A, B]);
    await expect(result).resolves.toEqual(DATA);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('retries the only host once after 2000 ms, then gives up with its status', async () => {
    const fetch = vi.fn<Fetch>(status(500));
    const result = loadIcons('lucide', ['bell'], { fetch });
    const outcome = expect(result).rejects.toEqual(new IconLoadError(500));
    await vi.advanceTimersByTimeAsync(2000);
    await outcome;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('treats an answer that is not icon data as a failure', async () => {
    const fetch = vi.fn<Fetch>(() => Promise.resolve(new Response('<html>', { status: 200 })));
    const result = loadIcons('lucide', ['bell'], { fetch });
    const outcome = expect(result).rejects.toBeInstanceOf(IconLoadError);
    await vi.advanceTimersByTimeAsync(2000);
    await outcome;
  });

  it('answers 424 when there is no fetch', async () => {
    vi.stubGlobal('fetch', undefined);
    try {
      await expect(loadIcons('lucide', ['bell'])).rejects.toEqual(new IconLoadError(424));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
