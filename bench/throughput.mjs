// Requests per second and latency of one page on loopback (autocannon), after one warm-up request,
// so the figures are those of the page cache. Used by pages.mjs and speed.mjs.
import autocannon from 'autocannon';

/** The warm-up request's status (redirects not followed) and the page's figures at `connections`. */
export async function throughput(url, { connections = 20, duration = 10 } = {}) {
  const warmUp = await fetch(url, { redirect: 'manual' });
  await warmUp.arrayBuffer();
  const result = await autocannon({ url, connections, duration });
  return {
    status: warmUp.status,
    connections,
    seconds: duration,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
