import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bins } from './paths.mjs';

// The local mail sink (MailDev): catches every mail the CMS sends over SMTP and shows it in a web
// inbox with a REST API (GET /email, DELETE /email/all). It listens on loopback only.
const HOST = '127.0.0.1';

/** The sink's command line; `mailDir` keeps the caught mails (MailDev reloads them on start). */
export function mailSinkArgs({ smtpPort, webPort, mailDir }) {
  mkdirSync(mailDir, { recursive: true });
  return [bins.maildev, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', HOST, '--mail-directory', mailDir];
}

/** What the CMS needs to send through the sink. */
export const smtpEnv = (smtpPort) => ({ SMTP_HOST: HOST, SMTP_PORT: String(smtpPort), SMTP_SECURE: 'false' });

export const inboxUrl = (webPort) => `http://${HOST}:${webPort}`;

/** A port no one listens on right now, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A sink of its own for a test run, on free ports unless given, with its mails in a temporary
 * folder; `stop()` ends it and removes the folder.
 */
export async function startMailSink({ smtpPort, webPort, log = 'ignore' } = {}) {
  smtpPort ??= await freePort();
  webPort ??= await freePort();
  const mailDir = mkdtempSync(path.join(tmpdir(), 'standplaats-mail-'));
  const child = spawn(process.execPath, mailSinkArgs({ smtpPort, webPort, mailDir }), { stdio: ['ignore', log, log] });
  const url = inboxUrl(webPort);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    rmSync(mailDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The mail sink stopped with exit code ${child.exitCode} (ports ${smtpPort}, ${webPort} in use?).`);
    }
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The mail sink did not answer at ${url} within 30 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, smtpPort, webPort, env: smtpEnv(smtpPort), stop };
}
