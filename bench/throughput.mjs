// Requests per second and latency of one page on loopback, after one warm-up request, so the
// figures are those of the page cache. Used by pages.mjs, speed.mjs and cache-tier.mjs.
import { generateLoad } from './load-generator.mjs';

/** The warm-up request's status (redirects not followed) and the page's figures at `connections`, from `generator`. */
export async function throughput(url, { connections = 20, duration = 10, generator = 'autocannon' } = {}) {
  const warmUp = await fetch(url, { redirect: 'manual' });
  await warmUp.arrayBuffer();
  const { origin, pathname, search } = new URL(url);
  const { requestsPerSecond, p50ms, p99ms, non2xx, errors, generatorCpuSeconds } = await generateLoad({ generator, base: origin, paths: [pathname + search], connections, duration });
  return { status: warmUp.status, connections, seconds: duration, requestsPerSecond, p50ms, p99ms, non2xx, errors, generatorCpuSeconds };
}
