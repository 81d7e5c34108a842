import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bins, cmsDir } from './paths.mjs';
import { testCmsEnv } from './config.mjs';

export const TEST_ADMIN = { email: 'redactie@standplaats.test', password: 'Test-Redactie-2026' };

/**
 * A real Strapi on a fresh SQLite file (or the PostgreSQL database the environment names),
 * seeded with the demo content, for the integration and end-to-end suites.
 */
export async function startTestCms({ port, log = 'ignore' }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'standplaats-cms-'));
  const env = testCmsEnv({ port, databaseFile: path.join(dir, 'test.db'), admin: TEST_ADMIN });
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
    },
  };
}
