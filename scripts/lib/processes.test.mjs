import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePortFree } from './processes.mjs';

describe('ensurePortFree', () => {
  it('names the port and the variable that moves it when something listens there', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address();
    await expect(ensurePortFree(port, 'CMS_PORT')).rejects.toThrow(new RegExp(`Port ${port} is already in use.*CMS_PORT=<port> npm start`));
    await new Promise((resolve) => server.close(resolve));
    await expect(ensurePortFree(port, 'CMS_PORT')).resolves.toBeUndefined();
  });
});

// A process and a helper it starts, both running until stopped; it writes both their ids to a
// file. `slow`: it takes half a second to stop; `stubborn`: it ignores SIGTERM.
const TREE = `
import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
const [file, manner] = process.argv.slice(2);
const helper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
if (manner === 'slow') process.on('SIGTERM', () => setTimeout(() => process.exit(0), 500));
if (manner === 'stubborn') process.on('SIGTERM', () => {});
// Written whole, so a reader never finds it empty.
writeFileSync(file + '.part', JSON.stringify([process.pid, helper.pid]));
renameSync(file + '.part', file);
setInterval(() => {}, 1000);
`;

// A script shaped like scripts/start.mjs: a service, then a build (run), stopped on signals. With
// `fails`, a build fails first.
const SCRIPT = (processes) => `
import path from 'node:path';
import { failAndStop, run, startService, stopOnSignals } from ${JSON.stringify(processes)};
const [dir, service, fails] = process.argv.slice(2);
const tree = path.join(dir, 'tree.mjs');
stopOnSignals('Stopping…', { graceMs: 1500 });
async function main() {
  startService('service', process.execPath, [tree, path.join(dir, 'service.json'), service], { cwd: dir, env: {}, logDir: dir });
  if (fails) await run('first build', process.execPath, ['-e', 'setTimeout(() => process.exit(3), 500)']);
  await run('build', process.execPath, [tree, path.join(dir, 'build.json')]);
}
main().catch((error) => failAndStop(error.message));
`;

let dir;
let started = [];
afterEach(() => {
  // What a failing test left running.
  for (const pid of started) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
  }
  started = [];
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Starts the script in a process group of its own, as a shell starts a job in a terminal. */
function startScript(...args) {
  dir = mkdtempSync(path.join(tmpdir(), 'standplaats-processes-'));
  writeFileSync(path.join(dir, 'tree.mjs'), TREE);
  writeFileSync(path.join(dir, 'script.mjs'), SCRIPT(new URL('./processes.mjs', import.meta.url).href));
  const script = spawn(process.execPath, [path.join(dir, 'script.mjs'), dir, ...args], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(script.pid);
  let stderr = '';
  script.stderr.on('data', (chunk) => (stderr += chunk));
  script.stdout.resume();
  const exited = new Promise((resolve) => script.on('exit', (code) => resolve(code)));
  return { script, exited, stderr: () => stderr };
}

/** The ids in `name` (a tree's process and its helper), once the tree has written them. */
async function ids(name) {
  const file = path.join(dir, name);
  for (let i = 0; i < 200 && !existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  const pids = JSON.parse(readFileSync(file, 'utf8'));
  started.push(pids[0]);
  return pids;
}

/** Whether the process runs (a zombie, ended but not yet reaped by whoever adopted it, does not). */
function running(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function gone(pids) {
  for (let i = 0; i < 40 && pids.some(running); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return pids.filter(running);
}

// Node processes start in about a tenth of a second each, more on a busy machine.
describe('a script that stops its children on signals (npm start)', { timeout: 20_000 }, () => {
  it('Ctrl-C during a build stops the build and what it started, and the services, with exit code 0', async () => {
    const { script, exited } = startScript('');
    const children = [...(await ids('service.json')), ...(await ids('build.json'))];
    // The terminal sends Ctrl-C's SIGINT to the job's whole process group.
    process.kill(-script.pid, 'SIGINT');
    expect(await exited).toBe(0);
    expect(await gone(children)).toEqual([]);
  });

  it('closing the terminal (SIGHUP) stops every child, a build and what it started too', async () => {
    const { script, exited } = startScript('');
    const children = [...(await ids('service.json')), ...(await ids('build.json'))];
    script.kill('SIGHUP');
    expect(await exited).toBe(0);
    expect(await gone(children)).toEqual([]);
  });

  it('exits 1 after a failure, also when Ctrl-C comes while it stops', async () => {
    const { script, exited, stderr } = startScript('slow', 'fails');
    const service = await ids('service.json');
    for (let i = 0; i < 100 && !stderr().includes('first build failed'); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    process.kill(-script.pid, 'SIGINT');
    expect(await exited).toBe(1);
    expect(stderr()).toMatch(/✗ first build failed \(exit 3\)/);
    expect(await gone(service)).toEqual([]);
  });

  it('exits 1 when a child had to be killed because it would not stop', async () => {
    const { script, exited } = startScript('stubborn');
    const children = [...(await ids('service.json')), ...(await ids('build.json'))];
    process.kill(-script.pid, 'SIGINT');
    expect(await exited).toBe(1);
    expect(await gone(children)).toEqual([]);
  });
});
