import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { bins, cmsDir } from './paths.mjs';
import { testCmsEnv, testConstants } from './config.mjs';
import { startMailSink } from './mail-sink.mjs';

export const TEST_ADMIN = testConstants.admin;

/**
 * A real Strapi on a fresh SQLite file (or the PostgreSQL database the environment names),
 * seeded with the demo content, with a mail sink of its own (on the ports given in `mail`, else
 * free ones), for the integration and end-to-end suites; with `traffic`, a few days of the demo's visits too.
 */
export async function startTestCms({ port, siteUrl, traffic, mail = {}, log = 'ignore' }) {
  const sink = await startMailSink(mail);
  const dir = mkdtempSync(path.join(tmpdir(), 'standplaats-cms-'));
  const env = testCmsEnv({ port, databaseFile: path.join(dir, 'test.db'), siteUrl, traffic, smtp: sink.env });
  let postgres = null;
  let child = null;
  const stop = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
    await sink.stop();
  };
  try {
    postgres = process.env.TEST_POSTGRES_URL ? await createPostgresDatabase(process.env.TEST_POSTGRES_URL) : null;
    if (postgres) Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: postgres.url });
    // Output not shown is still kept, its last lines, so that a start that fails can say why.
    child = spawn(process.execPath, [bins.strapi, 'start'], {
      cwd: cmsDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', log === 'ignore' ? 'pipe' : log, log === 'ignore' ? 'pipe' : log],
    });
    const tail = outputTail(child);
    const closed = new Promise((resolve) => child.once('close', resolve));
    await waitForCms(`http://127.0.0.1:${port}`, child).catch(async (error) => {
      // A CMS that stopped has written its last words once its pipes close.
      if (child.exitCode !== null) await closed;
      throw new Error(tail.length ? `${error.message}\nThe CMS's last lines of output:\n${tail.join('\n')}` : error.message);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  /** @type {{ client: 'sqlite' | 'postgres', connection: string }} The SQLite file or the PostgreSQL URL, for tests that look where no API can. */
  const database = postgres ? { client: 'postgres', connection: postgres.url } : { client: 'sqlite', connection: env.DATABASE_FILENAME };
  return { url: `http://127.0.0.1:${port}`, mailUrl: sink.url, database, stop };
}

/** The last lines a child wrote to its pipes (none when its output goes elsewhere), kept as they come. */
function outputTail(child, lines = 40) {
  const tail = [];
  for (const input of [child.stdout, child.stderr].filter(Boolean)) {
    createInterface({ input }).on('line', (line) => {
      tail.push(line);
      if (tail.length > lines) tail.shift();
    });
  }
  return tail;
}

/**
 * Alone, the test CMS answers in about 40 s, most of it the demo's seed. CI starts three beside one
 * another on two cores (the CMS suites on SQLite and PostgreSQL, and the scale-out suite's), where
 * the suites' set-up took up to 165 s, so the wait allows for well over that; a CMS that stops is
 * reported at once.
 */
const START_TIMEOUT_MS = 420_000;

async function waitForCms(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The test CMS stopped with exit code ${child.exitCode}.`);
    const up = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The test CMS did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s.`);
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
