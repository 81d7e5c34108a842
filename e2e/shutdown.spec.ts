import { spawn } from 'node:child_process';
import { Agent, request, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import constants from '../tests/support/test-constants.json';
import { ports } from './support/ports';

// apps/web/server/shutdown.mjs: the requests in flight get this long, then what is left is cut.
const DRAIN_TIMEOUT_MS = 10_000;
const host = '127.0.0.1';
const port = ports.webShutdown;

type Answer = { status: number; text: string };

/**
 * The CMS asking the site to revalidate, its body still on its way: `finish` sends the rest.
 * Resolves once the site has the request (its `100 Continue`).
 */
async function slowRevalidation() {
  const body = JSON.stringify({ type: 'article' });
  const sent: ClientRequest = request({
    host,
    port,
    method: 'POST',
    path: '/api/revalidate',
    agent: new Agent({ keepAlive: true }),
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'X-Revalidate-Secret': constants.sharedSecrets.REVALIDATE_SECRET,
      Expect: '100-continue',
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    sent.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    sent.on('error', reject);
  });
  // Caught here, looked at later: a request that is cut fails before the test asks how it went.
  answer.catch(() => {});
  await new Promise<void>((resolve) => sent.once('continue', () => resolve()));
  sent.write(body.slice(0, 5));
  return { answer, finish: () => sent.end(body.slice(5)) };
}

const refused = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    socket.on('connect', () => (socket.destroy(), resolve(false)));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

test('SIGTERM: the site refuses new connections, finishes the request in flight, cuts one that hangs, and exits 0 within the bound', async () => {
  test.setTimeout(120_000);
  // The production server as npm start runs it, on a port of its own, with the e2e CMS.
  const site = spawn(process.execPath, ['server/index.mjs', '--port', String(port)], {
    cwd: path.resolve(__dirname, '../apps/web'),
    env: { ...process.env, CMS_URL: `http://127.0.0.1:${ports.cms}`, NEXT_TELEMETRY_DISABLED: '1', ...constants.sharedSecrets },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => site.once('exit', (code) => resolve(code)));
  try {
    await expect.poll(() => fetch(`http://${host}:${port}/health`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);

    const slow = await slowRevalidation();
    const hung = await slowRevalidation();
    const signalledAt = Date.now();
    site.kill('SIGTERM');

    await expect.poll(refused, { timeout: 5000 }).toBe(true);
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ revalidated: expect.arrayContaining(['article']) });

    // The one whose body never comes holds the process no longer than the bound, then is cut.
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_TIMEOUT_MS + 3000);
    await expect(hung.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
  } finally {
    if (site.exitCode === null) site.kill('SIGKILL');
  }
});
