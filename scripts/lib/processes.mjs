import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const children = new Set();

/**
 * Runs a command to its end; rejects with the command's output tail when it fails. Unless quiet,
 * its output also goes to the terminal as it comes; the error then carries the whole of it too
 * (`output`), for a summary of what failed.
 */
export function run(name, command, args, { cwd, env, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    // Piped, the tools would drop their colours; a terminal keeps them.
    const colour = !quiet && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn(command, args, { cwd, env: { ...process.env, ...colour, ...env }, stdio: [quiet ? 'pipe' : 'inherit', 'pipe', 'pipe'] });
    const limit = quiet ? 20_000 : 2_000_000;
    let output = '';
    const keep = (chunk, terminal) => {
      if (!quiet) terminal.write(chunk);
      output = (output + chunk).slice(-limit);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('error', reject);
    // Its last output may come after the exit; but a process it left behind could hold the pipes
    // open for good, so the wait for them to close is short.
    child.on('exit', (code) => {
      const settle = () =>
        code === 0 ? resolve(output) : reject(Object.assign(new Error(`${name} failed (exit ${code}):\n${output.slice(-4000)}`), { output }));
      const wait = setTimeout(settle, 1000);
      child.once('close', () => {
        clearTimeout(wait);
        settle();
      });
    });
  });
}

/** Starts a long-running service whose output goes to a log file; stopped by stopAll(). */
export function startService(name, command, args, { cwd, env, logDir }) {
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  // Its own process group, so stopping it also stops anything it started.
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return { child, logFile, tail: () => readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') };
}

/** Waits until the URL answers with one of the wanted statuses, or the service dies. */
export async function waitForUrl(url, { service, timeoutMs = 120_000, statuses = [200, 204] } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service && service.child.exitCode !== null) {
      throw new Error(`${url}: the service stopped (exit ${service.child.exitCode}).\n${service.tail()}`);
    }
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.status, () => 0);
    if (statuses.includes(status)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.${service ? `\n${service.tail()}` : ''}`);
}

export async function stopAll() {
  const exits = [...children].map(
    (child) =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolve();
        }
        setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {}
          resolve();
        }, 8000).unref();
      }),
  );
  await Promise.all(exits);
}

/** Whether something accepts connections on the loopback port. */
export const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Waits until the service accepts connections on the loopback port, or dies. */
export async function waitForPort(port, { service, timeoutMs = 30_000 }) {
  const deadline = Date.now() + timeoutMs;
  while (!(await listening(port))) {
    if (service.child.exitCode !== null) throw new Error(`Port ${port}: the service stopped (exit ${service.child.exitCode}).\n${service.tail()}`);
    if (Date.now() > deadline) throw new Error(`Nothing listens on port ${port} after ${timeoutMs / 1000} s.\n${service.tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Refuses a port that something already listens on: otherwise the wait for a new service could
 * be answered by an old one, and the start would seem to work while talking to that.
 */
export async function ensurePortFree(port, variable) {
  if (await listening(port)) throw new Error(`Port ${port} is already in use (an earlier \`npm start\` still running?). Stop that program, or choose another port: ${variable}=<port> npm start`);
}
