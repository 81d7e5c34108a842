// The scale-out suite's stack, shared by its files: nginx as deploy/ runs it, in front of two site
// processes on one Redis and one CMS (scripts/lib/scaled-stack.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataDir } from '../../scripts/lib/paths.mjs';
import { startScaledStack } from '../../scripts/lib/scaled-stack.mjs';

const ports = { cms: 1737, redis: 6390, sites: [3337, 3338], nginx: 8337, nginxCms: 8338 };

export default async function setup({ provide }) {
  // nginx's state in a folder only its owner may enter, as a checkout in a mktemp folder or /root is.
  const stateDir = mkdtempSync(path.join(tmpdir(), 'standplaats-scale-nginx-'));
  const stack = await startScaledStack({ ports, stateDir, logDir: path.join(dataDir, 'logs', 'scale') }).catch((error) => {
    rmSync(stateDir, { recursive: true, force: true });
    throw error;
  });
  provide('scale', { cmsUrl: stack.cmsUrl, siteUrls: stack.siteUrls, nginxUrl: stack.nginxUrl, redisUrl: stack.redisUrl });
  return async () => {
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
