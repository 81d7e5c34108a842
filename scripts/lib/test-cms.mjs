import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bins, cmsDir } from './paths.mjs';
import { testCmsEnv, testConstants } from './config.mjs';

export const TEST_ADMIN = testConstants.admin;

/**
 * A real Strapi on a fresh SQLite file (or the PostgreSQL database the environment names),
 * seeded with the demo content, for the integration and end-to-end suites.
 */
export async function startTestCms({ port, siteUrl, log = 'ignore' }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'standplaats-cms-'));
  const env = testCmsEnv({ port, databaseFile: path.join(dir, 'test.db'), admin: TEST_ADMIN, siteUrl });
  const postgres = process.env.TEST_POSTGRES_URL ? await createPostgresDatabase(process.env.TEST_POSTGRES_URL) : null;
  if (postgres) Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: postgres.url });
  const child = spawn(process.execPath, [bins.strapi, 'start'], {
    cwd: cmsDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The test CMS stopped with exit code ${child.exitCode}.`);
    const up = await fetch(`${url}/_health`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      rmSync(dir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

/** A fresh PostgreSQL database for one test run, made through the server URL given (a role that may create databases). */
async function createPostgresDatabase(serverUrl) {
  const { Client } = createRequire(path.join(cmsDir, 'package.json'))('pg');
  const name = `standplaats_test_${Date.now()}_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
