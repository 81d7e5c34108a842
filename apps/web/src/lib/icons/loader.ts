/** Icon data in Iconify's JSON format, as GET /api/icons/{collection}.json answers it. */
export type IconifyIcon = { body: string; left?: number; top?: number; width?: number; height?: number };
export type IconifyJson = {
  prefix: string;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string } & Partial<IconifyIcon>>;
  width?: number;
  height?: number;
  not_found?: string[];
};

/** The public Iconify API: an optional fallback host, off unless a caller lists it. */
export const PUBLIC_ICON_API = 'https://api.iconify.design';

/** Spec section 9: wait 2000 ms before retrying a failed query on the next host; start the next host after 750 ms without an answer. */
export const ICON_RETRY_MS = 2000;
export const ICON_ROTATE_MS = 750;

export class IconLoadError extends Error {
  constructor(readonly status: number) {
    super(`Icons could not be loaded (${status})`);
    this.name = 'IconLoadError';
  }
}

export type IconLoaderOptions = {
  /** Hosts in order of preference; '' is the site itself. Default: the site only. */
  hosts?: string[];
  fetch?: typeof fetch;
  retryMs?: number;
  rotateMs?: number;
};

/**
 * Loads icons the way Iconify's own client does (spec sections 7 and 8): a 404 aborts (the set
 * does not exist); any other failure retries on the next host after 2000 ms; a host that has not
 * answered within 750 ms gets company from the next one, and the first answer wins. Without
 * `fetch` the answer is 424. Each host is tried at least once and at most twice in all.
 */
export function loadIcons(collection: string, names: string[], options: IconLoaderOptions = {}): Promise<IconifyJson> {
  const { hosts = [''], retryMs = ICON_RETRY_MS, rotateMs = ICON_ROTATE_MS } = options;
  const doFetch = options.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
  if (!doFetch) return Promise.reject(new IconLoadError(424));
  const path = `/api/icons/${encodeURIComponent(collection)}.json?icons=${names.map(encodeURIComponent).join(',')}`;
  const maxAttempts = Math.max(2, hosts.length);

  return new Promise((resolve, reject) => {
    const controllers: AbortController[] = [];
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let attempts = 0;
    let pending = 0;
    let settled = false;
    let lastStatus = 0;

    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      controllers.forEach((controller) => controller.abort());
      outcome();
    };

    const attempt = () => {
      if (settled || attempts >= maxAttempts) return;
      const host = hosts[attempts % hosts.length];
      attempts += 1;
      pending += 1;
      const controller = new AbortController();
      controllers.push(controller);
      let answered = false;
      // No answer yet: the next host joins in, unless every attempt is used.
      later(rotateMs, () => {
        if (!answered && hosts.length > 1) attempt();
      });
      query(doFetch, `${host}${path}`, controller.signal).then(
        (data) => finish(() => resolve(data)),
        (error: IconLoadError) => {
          answered = true;
          pending -= 1;
          lastStatus = error.status;
          if (error.status === 404) return finish(() => reject(new IconLoadError(404)));
          if (attempts < maxAttempts) later(retryMs, attempt);
          else if (pending === 0) finish(() => reject(new IconLoadError(lastStatus)));
        },
      );
    };
    attempt();
  });
}

/** One request; fails with the status (0 when there was no answer or the body was not icon data). */
async function query(doFetch: typeof fetch, url: string, signal: AbortSignal): Promise<IconifyJson> {
  let response: Response;
  try {
    response = await doFetch(url, { signal });
  } catch {
    throw new IconLoadError(0);
  }
  if (response.status !== 200) throw new IconLoadError(response.status);
  const data: unknown = await response.json().catch(() => null);
  if (typeof data !== 'object' || data === null || !('icons' in data)) throw new IconLoadError(0);
  return data as IconifyJson;
}
