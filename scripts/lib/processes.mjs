import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { red } from './log.mjs';

/** Every child still running, and whether it leads a process group of its own. */
const children = new Map();
/** Set by stopOnSignals(): the script stops its children itself, so run() starts them in groups of their own. */
let ownGroups = false;
/** The exit code once a stop is under way: 1 after a failure, else 0. */
let stopping = null;
let graceMs = 8000;

/** Keeps `child` until it exits, for stopAll(). */
function track(child, group) {
  children.set(child, group);
  child.on('exit', () => children.delete(child));
}

/**
 * Runs a command to its end; rejects with the command's output tail when it fails. Unless quiet,
 * its output also goes to the terminal as it comes; the error then carries the whole of it too
 * (`output`), for a summary of what failed. With `logFile`, all of it is also written there.
 */
export function run(name, command, args, { cwd, env, quiet = true, logFile } = {}) {
  return new Promise((resolve, reject) => {
    // Piped, the tools would drop their colours; a terminal keeps them.
    const colour = !quiet && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    // In a group of its own when the script stops it on a signal (stopOnSignals), so the stop takes
    // everything it started; else in the terminal's, where Ctrl-C reaches it directly. A group in the
    // background may not read the terminal.
    const stdin = quiet ? 'pipe' : ownGroups ? 'ignore' : 'inherit';
    const child = spawn(command, args, { cwd, env: { ...process.env, ...colour, ...env }, detached: ownGroups, stdio: [stdin, 'pipe', 'pipe'] });
    track(child, ownGroups);
    const limit = quiet && !logFile ? 20_000 : 2_000_000;
    const log = logFile ? createWriteStream(logFile) : null;
    let output = '';
    const keep = (chunk, terminal) => {
      if (!quiet) terminal.write(chunk);
      // A process it left behind may still write after the command ended and the log was closed.
      if (log && !log.writableEnded) log.write(chunk);
      output = (output + chunk).slice(-limit);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('error', reject);
    // Its last output may come after the exit; but a process it left behind could hold the pipes
    // open for good, so the wait for them to close is short.
    child.on('exit', (code) => {
      const settle = () => {
        if (log && !log.writableEnded) log.end();
        if (code === 0) resolve(output);
        else reject(Object.assign(new Error(`${name} failed (exit ${code}):\n${output.slice(-4000)}`), { output }));
      };
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
  track(child, true);
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

/** Sends `signal` to a child, and to its whole group when it leads one; false when it is gone already. */
function send(child, signal, group) {
  try {
    process.kill(group ? -child.pid : child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops every child (services and runs) with SIGTERM, and with SIGKILL what still runs after the
 * grace time. Resolves to whether every one stopped within it.
 */
export async function stopAll() {
  const stops = [...children].map(
    ([child, group]) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          send(child, 'SIGKILL', group);
          resolve(false);
        }, graceMs);
        timer.unref();
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
        if (!send(child, 'SIGTERM', group)) {
          clearTimeout(timer);
          resolve(true);
        }
      }),
  );
  return (await Promise.all(stops)).every(Boolean);
}

/**
 * Stops every child, then exits: with 1 when `failed` or when a child had to be killed, else 0. The
 * first stop decides; what happens after it began (a build that fails because it was stopped, a
 * second Ctrl-C) changes nothing.
 */
export async function stopAndExit(failed) {
  if (stopping !== null) return;
  stopping = failed ? 1 : 0;
  const clean = await stopAll();
  process.exit(clean ? stopping : 1);
}

/** Reports a failure and stops everything with exit code 1, unless a stop is under way already (which then caused it). */
export function failAndStop(message) {
  if (stopping !== null) return;
  console.error(`${red('✗')} ${message}`);
  void stopAndExit(true);
}

/**
 * Ctrl-C, a kill, or the terminal closing (SIGHUP) stops every child with the script, which exits 0
 * unless something failed. `graceMs`: how long a child may take to stop before it is killed.
 */
export function stopOnSignals(message, options = {}) {
  ownGroups = true;
  graceMs = options.graceMs ?? graceMs;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping !== null) return;
      // After a hang-up the terminal is gone: writing to it would fail and end the script before its children.
      if (signal === 'SIGHUP') for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
      else console.log(message);
      void stopAndExit(false);
    });
  }
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
