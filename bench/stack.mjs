// A throwaway stack for benchmarks: a seeded CMS on a fresh database (with the bench's member,
// member.mjs) and the site's production build, on loopback ports of their own. With --url, an
// already running site is measured instead, and --cms-url names its CMS where a bench signs in.
import path from 'node:path';
import { testConstants } from '../scripts/lib/config.mjs';
import { dataDir, siteArgs, webDir } from '../scripts/lib/paths.mjs';
import { startTestCms } from '../scripts/lib/test-cms.mjs';
import { startService, stopAll, waitForUrl } from '../scripts/lib/processes.mjs';
import { arg } from './args.mjs';
import './member.mjs';

export async function withStack(fn) {
  const given = arg('url', null);
  if (given) {
    // The given site is not ours to stop; what fn started beside it (speed.mjs's floor) is.
    try {
      return await fn(given.replace(/\/$/, ''), { cmsUrl: arg('cms-url', null) });
    } finally {
      await stopAll();
    }
  }

  const cms = await startTestCms({ port: 1637 });
  const url = 'http://127.0.0.1:3237';
  try {
    const web = startService('bench-web', process.execPath, siteArgs(3237), {
      cwd: webDir,
      // The test CMS's shared secrets, not the ones `npm start` wrote into apps/web/.env: without them
      // the CMS refuses what the site forwards to it (the tracker's events, a contact form).
      env: { NODE_ENV: 'production', CMS_URL: cms.url, NEXT_TELEMETRY_DISABLED: '1', ...testConstants.sharedSecrets },
      logDir: path.join(dataDir, 'logs'),
    });
    await waitForUrl(`${url}/health`, { service: web });
    return await fn(url, { webPid: web.child.pid, cmsUrl: cms.url });
  } finally {
    await stopAll();
    await cms.stop();
  }
}
