import { execFileSync } from 'node:child_process';
import { startService, waitForPort } from './processes.mjs';

/** The first of Valkey and Redis (both in Debian) on the PATH. */
function serverBinary() {
  for (const name of ['valkey-server', 'redis-server']) {
    try {
      execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'pipe' });
      return name;
    } catch {}
  }
  throw new Error('Neither valkey-server nor redis-server is installed (Debian: apt-get install redis-server).');
}

/**
 * A Redis (or Valkey) of our own on a loopback port for the site's shared cache: nothing written to
 * disk (a cache starts empty), and at its memory limit the least recently used keys go.
 */
export async function startRedis({ port, logDir, maxMemory = '512mb' }) {
  const service = startService(`redis-${port}`, serverBinary(), ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--maxmemory', maxMemory, '--maxmemory-policy', 'allkeys-lru'], { logDir });
  await waitForPort(port, { service });
  return { url: `redis://127.0.0.1:${port}`, service };
}
