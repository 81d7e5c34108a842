#!/usr/bin/env node
// The production topology on one machine: nginx in front of N site processes and M CMS processes
// on PostgreSQL, with the site's cache in one Redis. Build first (`npm run build`, which also
// writes the .env files with their secrets).
//
//   DATABASE_URL=postgres://user:password@127.0.0.1:5432/standplaats node deploy/start.mjs [--sites 2] [--cms 1] [--port 8080] [--cms-port 8081] [--demo]
//     [--first-site-port 3001] [--first-cms-port 1337] [--redis-port 6380] [--nginx-user NAME]
//
// REDIS_URL names a Redis or Valkey of your own; without it one is started on --redis-port. The
// site processes listen on --first-site-port and the ports after it, the CMS processes likewise.
// --demo seeds the demo content into an empty database. Started by root, nginx's workers run as
// root too, unless --nginx-user names another user. Ctrl-C stops everything.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bins, cmsDir, dataDir, siteArgs, webDir } from '../scripts/lib/paths.mjs';
import { bold, fail } from '../scripts/lib/log.mjs';
import { readEnvFile } from '../scripts/lib/env-file.mjs';
import { demoEditorLines, siteEnv } from '../scripts/lib/config.mjs';
import { ensurePortFree, startService, stopAll, waitForUrl } from '../scripts/lib/processes.mjs';
import { startRedis } from '../scripts/lib/redis.mjs';
import { startNginx } from './nginx.mjs';

const { values } = parseArgs({
  options: {
    sites: { type: 'string', default: '2' },
    cms: { type: 'string', default: '1' },
    port: { type: 'string', default: '8080' },
    'cms-port': { type: 'string', default: '8081' },
    'first-site-port': { type: 'string', default: '3001' },
    'first-cms-port': { type: 'string', default: '1337' },
    'redis-port': { type: 'string', default: '6380' },
    'nginx-user': { type: 'string' },
    demo: { type: 'boolean', default: false },
  },
});
const count = (name) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1 || value > 32) fail(`--${name} takes a number of processes from 1 to 32, not "${values[name]}".`);
  return value;
};
const portOf = (name) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1 || value > 65535) fail(`--${name} takes a port number, not "${values[name]}".`);
  return value;
};
const sitePorts = Array.from({ length: count('sites') }, (_, index) => portOf('first-site-port') + index);
const cmsPorts = Array.from({ length: count('cms') }, (_, index) => portOf('first-cms-port') + index);
const port = portOf('port');
const cmsPort = portOf('cms-port');
const siteUrl = process.env.SITE_URL ?? `http://localhost:${port}`;
// Where browsers reach the CMS: the admin's own address, and the origin allowed to frame the site's drafts.
const cmsPublicUrl = process.env.CMS_PUBLIC_URL ?? `http://localhost:${cmsPort}`;
const stateDir = path.join(dataDir, 'deploy');
const logDir = path.join(stateDir, 'logs');

async function main() {
  if (!process.env.DATABASE_URL?.startsWith('postgres')) fail('Set DATABASE_URL to a PostgreSQL database (postgres://user:password@host:5432/name): several CMS processes share one.');
  const ports = [...sitePorts.map((p) => [p, 'a site process']), ...cmsPorts.map((p) => [p, 'a CMS process']), [port, '--port'], [cmsPort, '--cms-port']];
  if (!process.env.REDIS_URL) ports.push([portOf('redis-port'), '--redis-port']);
  for (const [p, what] of ports) await ensurePortFree(p, what);
  mkdirSync(logDir, { recursive: true });

  const redisUrl = process.env.REDIS_URL ?? (await startRedis({ port: portOf('redis-port'), logDir })).url;
  console.log(`Cache     ${redisUrl.replace(/\/\/[^@/]*@/, '//')}`);
  // First of the rest: it stops the start at once when its workers cannot read the build.
  const nginx = await startNginx({ port, cmsPort, sitePorts, cmsPorts, stateDir, logDir, user: values['nginx-user'] });

  // One CMS first: it brings the database schema up to date (and seeds with --demo) before others share it.
  const cmsEnv = {
    NODE_ENV: 'production',
    DATABASE_CLIENT: 'postgres',
    SITE_URL: siteUrl,
    PUBLIC_URL: cmsPublicUrl,
    SEED_DEMO_CONTENT: values.demo ? 'true' : 'false',
    SEED_DEMO_TRAFFIC: values.demo ? 'true' : 'false',
    // One proxy of ours in front: the address nginx appends is believed.
    TRUSTED_PROXY_HOPS: '1',
  };
  const startCms = (p) => {
    // The first runs the scheduled tasks (rollups, purges, closing vacancies); the others serve.
    const env = { ...cmsEnv, PORT: String(p), SCHEDULED_TASKS: String(p === cmsPorts[0]) };
    const cms = startService(`cms-${p}`, process.execPath, [bins.strapi, 'start'], { cwd: cmsDir, env, logDir });
    console.log(`CMS       http://127.0.0.1:${p}`);
    return waitForUrl(`http://127.0.0.1:${p}/_health`, { service: cms, timeoutMs: 300_000 });
  };
  await startCms(cmsPorts[0]);
  await Promise.all(cmsPorts.slice(1).map(startCms));

  const env = siteEnv({ cmsUrl: `http://127.0.0.1:${cmsPort}`, siteUrl, redisUrl, cmsPublicUrl });
  await Promise.all(
    sitePorts.map((p) => {
      const site = startService(`site-${p}`, process.execPath, siteArgs(p), { cwd: webDir, env, logDir });
      console.log(`Site      http://127.0.0.1:${p}`);
      return waitForUrl(`http://127.0.0.1:${p}/health`, { service: site });
    }),
  );
  await waitForUrl(`${siteUrl}/health`, { service: nginx });

  const editors = values.demo ? demoEditorLines(readEnvFile(path.join(cmsDir, '.env'))) : [];
  console.log(`
${bold('Standplaats is running behind nginx')}
  Site        ${siteUrl} (${sitePorts.length} processes)
  CMS admin   http://localhost:${cmsPort}/admin (${cmsPorts.length} processes)${editors.map((line) => `\n              ${line}`).join('')}
  Logs        ${path.relative(process.cwd(), logDir)}
Press Ctrl-C to stop.`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping nginx, the sites, the CMS and the cache…');
    await stopAll();
    process.exit(0);
  });
}

main().catch(async (error) => {
  await stopAll();
  fail(error.message);
});
