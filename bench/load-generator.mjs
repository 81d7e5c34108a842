// The load of a benchmark, from autocannon (Node, in this process) or wrk (C, Debian's `wrk`
// package), with the same figures from either. On this machine the load generator shares two
// cores with what it measures, and what it spends is taken from the server: so each result says
// how many CPU seconds the generator itself used. wrk because it is the usual tool for nginx and
// small (a few percent of a core where autocannon takes most of one); autocannon stays the default,
// so figures stay comparable with the earlier ones in bench/README.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const GENERATORS = ['autocannon', 'wrk'];

/** What autocannon counts as a timeout: wrk is told the same. */
const TIMEOUT_SECONDS = 10;

/**
 * `connections` for `duration` seconds at `base`, each request the next of `paths`, with
 * `headers`: requests served and per second, p50 and p99 in ms, errors (timeouts among them), non-2xx, and
 * the generator's own CPU seconds.
 * @param {{ base: string, paths: string[], connections: number, duration: number, headers?: Record<string, string>, generator?: string }} load
 */
export function generateLoad({ generator = 'autocannon', ...load }) {
  if (generator === 'autocannon') return withAutocannon(load);
  if (generator === 'wrk') return withWrk(load);
  throw new Error(`Unknown load generator ${generator}: one of ${GENERATORS.join(', ')}`);
}

/** The generators a --generator option names, comma-separated. */
export function generatorsOf(option) {
  const names = option.split(',').filter(Boolean);
  const unknown = names.find((name) => !GENERATORS.includes(name));
  if (unknown) throw new Error(`Unknown load generator ${unknown}: one of ${GENERATORS.join(', ')}`);
  return names;
}

async function withAutocannon({ base, paths, connections, duration, headers = {} }) {
  let next = 0;
  const before = process.cpuUsage();
  const result = await autocannon({
    url: base,
    connections,
    duration,
    headers,
    timeout: TIMEOUT_SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  const used = process.cpuUsage(before);
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    generatorCpuSeconds: +((used.user + used.system) / 1e6).toFixed(1),
  };
}

/** A wrk script that goes round the paths with the headers, and prints its figures as JSON at the end. */
const wrkScript = (paths, headers) => `
local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
${Object.entries(headers).map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`).join('\n')}
local next = 0
request = function()
  next = next + 1
  return wrk.format(nil, paths[(next - 1) % #paths + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('\\n{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), e.connect, e.read, e.write, e.status, e.timeout))
end
`;

async function withWrk({ base, paths, connections, duration, headers = {} }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'standplaats-wrk-'));
  const script = path.join(dir, 'load.lua');
  writeFileSync(script, wrkScript(paths, headers));
  // Two threads, one a core; `times` prints the CPU the shell's children (wrk) used.
  const args = ['-t2', `-c${connections}`, `-d${duration}s`, `--timeout`, `${TIMEOUT_SECONDS}s`, '-s', script, base];
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn('sh', ['-c', 'wrk "$@" && times', 'sh', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code} (is Debian's wrk installed? apt-get install wrk)\n${text}`))));
    });
    const figures = JSON.parse(output.split('\n').find((line) => line.startsWith('{"requests"')) ?? 'null');
    if (!figures) throw new Error(`wrk printed no figures:\n${output}`);
    // The last line of `times`: the children's user and system time, as "0m1.230s 0m0.450s".
    const seconds = (time) => Number(time.match(/(\d+)m([\d.]+)s/)?.slice(1).reduce((m, s) => m * 60 + Number(s), 0) ?? NaN);
    const [user, system] = output.trim().split('\n').at(-1).split(/\s+/).map(seconds);
    return {
      requests: figures.requests,
      requestsPerSecond: Math.round(figures.requests / (figures.durationUs / 1e6)),
      p50ms: Math.round(figures.p50Us / 1000),
      p99ms: Math.round(figures.p99Us / 1000),
      errors: figures.connect + figures.read + figures.write + figures.timeout,
      timeouts: figures.timeout,
      // wrk counts an answer of 400 or more; autocannon anything but 2xx, which these pages never send.
      non2xx: figures.status,
      generatorCpuSeconds: +(user + system).toFixed(1),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
