import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failureReport, flakyReport } from './log.mjs';
import { bins } from './paths.mjs';
import { run } from './processes.mjs';

describe('failureReport', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'failure-report-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("repeats a failed Vitest run's failing test and its assertion, and nothing of what passed", async () => {
    writeFileSync(
      path.join(folder, 'sample.test.mjs'),
      "import { expect, it } from 'vitest';\nit('passes quietly', () => expect(1).toBe(1));\nit('misses its mark', () => expect('gevonden').toBe('verloren'));\n",
    );
    const error = await run('sample', process.execPath, [bins.vitest, 'run', '--root', folder], { cwd: folder }).then(
      () => null,
      (e) => e,
    );
    expect(error?.output).toContain('passes quietly');
    const report = failureReport(error.output);
    expect(report).toMatch(/FAIL .*sample\.test\.mjs > misses its mark/);
    expect(report).toContain("expected 'gevonden' to be 'verloren'");
    expect(report).not.toContain('✓');
    expect(report).not.toMatch(/\x1b\[/);
  }, 60_000);

  it("is Playwright's numbered failures from the first on, or else the output's last lines", () => {
    const playwright = ['  ✓  1 e2e/a.spec.ts:3:1 › werkt (1.0s)', '  ✘  2 e2e/b.spec.ts:9:1 › faalt (2.0s)', '', '  1) e2e/b.spec.ts:9:1 › faalt', '', '    Error: expect(locator).toBeVisible() failed', '', '  1 failed'];
    expect(failureReport(playwright.join('\n'))).toBe(playwright.slice(3).join('\n'));
    const other = Array.from({ length: 100 }, (_, i) => `regel ${i}`);
    expect(failureReport(`${other.join('\n')}\n`)).toBe(other.slice(-40).join('\n'));
  });
});

describe('flakyReport', () => {
  it("is Playwright's list of tests that passed only on a retry, or null when there were none", () => {
    const summary = ['  1 flaky', '    e2e/security.spec.ts:43:1 › the policy blocks nothing the pages use ──', '  274 passed (8.0m)'];
    expect(flakyReport(['  ✓  1 e2e/a.spec.ts:3:1 › werkt (1.0s)', '', ...summary].join('\n'))).toBe(summary.slice(0, 2).join('\n'));
    expect(flakyReport(['  ✓  1 e2e/a.spec.ts:3:1 › werkt (1.0s)', '', '  275 passed (8.0m)'].join('\n'))).toBeNull();
    // The CMS suite's reporter writes the same list after Vitest's summary, at the very end.
    expect(flakyReport(' Test Files  24 passed (24)\n\n  2 flaky\n    push.test.ts > web push > a\n    search.test.ts > b\n')).toBe('  2 flaky\n    push.test.ts > web push > a\n    search.test.ts > b');
  });
});
