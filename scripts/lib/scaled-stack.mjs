// deploy/'s topology with a throwaway CMS, for the scale-out tests and bench/cache-tier.mjs: nginx
// (deploy/nginx.conf) in front of site processes on one Redis, and a CMS seeded with the demo
// content (test-cms.mjs: SQLite, or the PostgreSQL that TEST_POSTGRES_URL names). The CMS tells
// nginx of a publish and the sites reach the CMS directly.
import { startNginx } from '../../deploy/nginx.mjs';
import { siteArgs, webDir } from './paths.mjs';
import { startService, stopAll, waitForUrl } from './processes.mjs';
import { startRedis } from './redis.mjs';
import { siteEnv, testConstants } from './config.mjs';
import { startTestCms } from './test-cms.mjs';

/**
 * Starts it on `ports` ({cms, redis, sites: [...], nginx, nginxCms}), nginx's state in `stateDir`;
 * resolves to its addresses and a stop() that stops everything this process started.
 */
export async function startScaledStack({ ports, stateDir, logDir }) {
  const siteUrls = ports.sites.map((port) => `http://127.0.0.1:${port}`);
  const nginxUrl = `http://127.0.0.1:${ports.nginx}`;
  let cms;
  let redis;
  const stop = async () => {
    await stopAll();
    await cms?.stop();
  };
  try {
    redis = await startRedis({ port: ports.redis, logDir });
    await startNginx({ port: ports.nginx, cmsPort: ports.nginxCms, sitePorts: ports.sites, cmsPorts: [ports.cms], stateDir, logDir });
    cms = await startTestCms({ port: ports.cms, siteUrl: nginxUrl });
    const env = { ...siteEnv({ cmsUrl: cms.url, siteUrl: nginxUrl, redisUrl: redis.url }), ...testConstants.sharedSecrets };
    await Promise.all(
      ports.sites.map((port, index) => {
        const site = startService(`site-${port}`, process.execPath, siteArgs(port), { cwd: webDir, env, logDir });
        return waitForUrl(`${siteUrls[index]}/health`, { service: site });
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { cmsUrl: cms.url, siteUrls, nginxUrl, redisUrl: redis.url, stop };
}
