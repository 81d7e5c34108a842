#!/usr/bin/env node
// `npm test`: every suite, against production builds and real services; non-zero on any failure.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { bins, dataDir, root } from './lib/paths.mjs';
import { amber, bold, failureReport, flakyReport, green, red, step } from './lib/log.mjs';
import { checkNode, ensureDependencies } from './lib/deps.mjs';
import { buildCms, buildShared, buildWeb } from './lib/apps.mjs';
import { run } from './lib/processes.mjs';

const STEPS = process.env.TEST_POSTGRES_URL ? 8 : 7;
/**
 * The ports of the suite's run on PostgreSQL, beside the one on SQLite: its CMS
 * (tests/cms/global-setup.ts: 1537) and its stand-in push service (tests/cms/push.test.ts: 1591).
 */
const POSTGRES_PORTS = { TEST_CMS_PORT: '1538', TEST_PUSH_PORT: '1592' };
const results = [];

const logDir = path.join(dataDir, 'test-logs');

/**
 * Runs one suite and records whether it passed, and why not. Its output goes to the terminal as it
 * comes, or (`side`) to its file in .data/test-logs, and only its outcome shows: at most one suite
 * at a time writes to the terminal.
 */
async function suite(name, command, args, { env = {}, side = null } = {}) {
  const done = step(STEPS, name);
  const logFile = side && path.join(logDir, `${side}.log`);
  try {
    const output = await run(name, command, args, { cwd: root, env, quiet: Boolean(side), logFile });
    results.push({ name, passed: true, flaky: flakyReport(output) });
    done(`passed: ${name}`);
  } catch (error) {
    results.push({ name, passed: false, report: failureReport(error.output ?? error.message) });
    console.log(`      ${red('✗')} ${name} failed${logFile ? ` (all its output: ${path.relative(root, logFile)})` : ''}`);
  }
}

async function main() {
  let done = step(STEPS, 'Checking Node.js and dependencies');
  checkNode();
  done(await ensureDependencies());
  mkdirSync(logDir, { recursive: true });
  // Both suites below read the shared package's build; made once here, it is not remade under them.
  await buildShared();

  // Seconds, before the minutes of the builds: a type error fails first. The two need nothing of
  // each other, so they share the machine.
  await Promise.all([
    suite('Lint and types (ESLint, tsc --noEmit in every project, tests included)', process.execPath, ['scripts/check.mjs'], { side: 'check' }),
    suite('Unit tests (Vitest)', process.execPath, [bins.vitest, 'run'], { side: 'unit' }),
  ]);

  done = step(STEPS, 'Building the CMS and the site (production builds)');
  done(`shared package ${await buildShared()}, CMS ${await buildCms()}, site ${await buildWeb()}`);

  // The CMS and scale-out suites start servers of their own, on ports of their own, and spend much
  // of their time waiting on them: side by side, they take about as long as the longest alone. The
  // end-to-end suite follows the scale-out suite, the first of them to finish, and fills the core
  // the CMS suites leave idle a third of the time once their CMSs are up (vmstat, 2026-12-02). They
  // take 70 to 95 s longer beside it; these suites together, about 45 s less (13.2 → 12.4 min).
  const integration = [bins.vitest, 'run', '--config', 'tests/cms/vitest.config.mts'];
  await Promise.all([
    suite('CMS integration tests on SQLite (real Strapi, fresh database file)', process.execPath, integration, {
      env: { TEST_POSTGRES_URL: '' },
      side: 'cms-sqlite',
    }),
    // CI starts a PostgreSQL server and names it here; the same suite then runs on it too.
    process.env.TEST_POSTGRES_URL &&
      suite('CMS integration tests on PostgreSQL (fresh database)', process.execPath, integration, {
        env: POSTGRES_PORTS,
        side: 'cms-postgres',
      }),
    (async () => {
      // Its own CMS (on PostgreSQL when CI names one), a Redis, two site processes and nginx.
      await suite('Scale-out tests (nginx in front of two site processes on one Redis and one CMS)', process.execPath, [bins.vitest, 'run', '--config', 'tests/scale/vitest.config.mts'], {
        side: 'scale',
      });
      // Its output comes to the terminal as it comes; the other suites' only as their outcome.
      await suite('End-to-end tests (Playwright in Chromium)', process.execPath, [bins.playwright, 'test'], {
        env: { TEST_POSTGRES_URL: '' },
      });
    })(),
  ]);

  const passed = results.filter((r) => r.passed).length;
  const failed = results.length - passed;
  for (const r of results.filter((r) => r.flaky)) console.log(`\n${amber(`Passed only on a retry, in: ${r.name}`)}\n${r.flaky}`);
  for (const r of results.filter((r) => !r.passed)) console.log(`\n${bold(`What failed in: ${r.name}`)}\n${r.report}`);
  console.log(`\n${bold('Suites')}`);
  for (const r of results) console.log(`  ${r.passed ? green('✓') : red('✗')} ${r.name}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(red(error.message));
  process.exit(1);
});
