// The scale-out suite's stack, shared by its files: nginx as deploy/ runs it, in front of two site
// processes on one Redis and one CMS. The CMS tells nginx of a publish, as it does in deploy/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from '../../deploy/nginx.mjs';
import { dataDir, siteArgs, webDir } from '../../scripts/lib/paths.mjs';
import { startService, stopAll, waitForUrl } from '../../scripts/lib/processes.mjs';
import { startRedis } from '../../scripts/lib/redis.mjs';
import { testConstants } from '../../scripts/lib/config.mjs';
import { startTestCms } from '../../scripts/lib/test-cms.mjs';

const ports = { cms: 1737, redis: 6390, sites: [3337, 3338], nginx: 8337, nginxCms: 8338 };
const logDir = path.join(dataDir, 'logs', 'scale');

export default async function setup({ provide }) {
  const siteUrls = ports.sites.map((port) => `http://127.0.0.1:${port}`);
  const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
  // Its state in a folder only its owner may enter, as a checkout in a mktemp folder or /root is.
  const stateDir = mkdtempSync(path.join(tmpdir(), 'standplaats-scale-nginx-'));
  let cms;
  let redis;
  const stop = async () => {
    await stopAll();
    await cms?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    redis = await startRedis({ port: ports.redis, logDir });
    await startNginx({ port: ports.nginx, cmsPort: ports.nginxCms, sitePorts: ports.sites, cmsPorts: [ports.cms], stateDir, logDir });
    cms = await startTestCms({ port: ports.cms, siteUrl: nginxUrl });
    await Promise.all(
      ports.sites.map((port, index) => {
        const site = startService(`scale-site-${port}`, process.execPath, siteArgs(port), {
          cwd: webDir,
          env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', CMS_URL: cms.url, SITE_URL: nginxUrl, REDIS_URL: redis.url, ...testConstants.sharedSecrets },
          logDir,
        });
        return waitForUrl(`${siteUrls[index]}/health`, { service: site });
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  provide('scale', { cmsUrl: cms.url, siteUrls, nginxUrl, redisUrl: redis.url });
  return stop;
}
