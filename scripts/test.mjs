#!/usr/bin/env node
// `npm test`: every suite, against production builds and real services; non-zero on any failure.
import { root, bins } from './lib/paths.mjs';
import { amber, bold, failureReport, flakyReport, green, red, step } from './lib/log.mjs';
import { checkNode, ensureDependencies } from './lib/deps.mjs';
import { buildCms, buildShared, buildWeb } from './lib/apps.mjs';
import { run } from './lib/processes.mjs';

const STEPS = process.env.TEST_POSTGRES_URL ? 8 : 7;
const results = [];

/** Runs one suite with its output on the terminal; records whether it passed, and why not. */
async function suite(name, command, args, env = {}) {
  const done = step(STEPS, name);
  try {
    const output = await run(name, command, args, { cwd: root, env, quiet: false });
    results.push({ name, passed: true, flaky: flakyReport(output) });
    done('passed');
  } catch (error) {
    results.push({ name, passed: false, report: failureReport(error.output ?? error.message) });
    console.log(`      ${red('✗')} ${name} failed`);
  }
}

async function main() {
  let done = step(STEPS, 'Checking Node.js and dependencies');
  checkNode();
  done(await ensureDependencies());

  // Seconds, before the minutes of the builds: a type error fails first.
  await suite('Lint and types (ESLint, tsc --noEmit in every project, tests included)', process.execPath, ['scripts/check.mjs']);

  await suite('Unit tests (Vitest)', process.execPath, [bins.vitest, 'run']);

  done = step(STEPS, 'Building the CMS and the site (production builds)');
  done(`shared package ${await buildShared()}, CMS ${await buildCms()}, site ${await buildWeb()}`);

  const integration = [bins.vitest, 'run', '--config', 'tests/cms/vitest.config.mts'];
  await suite('CMS integration tests on SQLite (real Strapi, fresh database file)', process.execPath, integration, {
    TEST_POSTGRES_URL: '',
  });
  // CI starts a PostgreSQL server and names it here; the same suite then runs on it too.
  if (process.env.TEST_POSTGRES_URL) {
    await suite('CMS integration tests on PostgreSQL (fresh database)', process.execPath, integration);
  }

  // Its own CMS (on PostgreSQL when CI names one), a Redis, two site processes and nginx.
  await suite('Scale-out tests (nginx in front of two site processes on one Redis and one CMS)', process.execPath, [bins.vitest, 'run', '--config', 'tests/scale/vitest.config.mts']);

  await suite('End-to-end tests (Playwright in Chromium)', process.execPath, [bins.playwright, 'test'], {
    TEST_POSTGRES_URL: '',
  });

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
