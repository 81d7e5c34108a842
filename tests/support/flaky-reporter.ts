import type { Reporter, TestModule } from 'vitest/node';

/**
 * After the run, names every test that passed only on a retry, in the shape of Playwright's
 * "N flaky" list, so `npm test` repeats them at its end (scripts/lib/log.mjs, flakyReport): a
 * retry keeps one timing fluke from failing the suite, and this keeps it from going unseen.
 */
export default class FlakyReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const flaky = modules.flatMap((module) => [...module.children.allTests('passed')].filter((test) => test.diagnostic()?.flaky).map((test) => `${module.relativeModuleId} > ${test.fullName}`));
    if (flaky.length === 0) return;
    console.log(`\n  ${flaky.length} flaky`);
    for (const name of flaky) console.log(`    ${name}`);
  }
}
