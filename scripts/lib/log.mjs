import { stripVTControlCharacters } from 'node:util';

const colour = (code) => (text) => (process.stdout.isTTY ? `\x1b[${code}m${text}\x1b[0m` : text);
export const bold = colour('1');
export const dim = colour('2');
export const green = colour('32');
export const red = colour('31');
export const amber = colour('33');

let counter = 0;

/** Announces the next step of a script and returns a function that reports how it ended. */
export function step(total, title) {
  counter += 1;
  const started = Date.now();
  console.log(`${amber(`[${counter}/${total}]`)} ${title}`);
  return (outcome = 'done') => console.log(`      ${green('✓')} ${outcome} ${dim(`(${seconds(started)})`)}`);
}

export const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

export function fail(message) {
  console.error(`${red('✗')} ${message}`);
  process.exit(1);
}

/**
 * What a failed suite said about its failures, to repeat at the end, where a log shown by its tail
 * still has it: Vitest's "Failed Tests" section, Playwright's numbered failures, or else its last lines.
 */
export function failureReport(output = '') {
  const lines = stripVTControlCharacters(output).trimEnd().split('\n');
  const start = lines.findIndex((line) => /Failed Tests \d+|^\s+1\) /.test(line));
  return (start >= 0 ? lines.slice(start, start + 80) : lines.slice(-40)).join('\n');
}

/**
 * The tests a passing run had to retry, or null: Playwright's "N flaky" list, or the same list from
 * the CMS suite's reporter (tests/support/flaky-reporter.ts). Passed, and still worth a look.
 */
export function flakyReport(output = '') {
  const lines = stripVTControlCharacters(output).split('\n');
  const start = lines.findIndex((line) => /^\s+\d+ flaky$/.test(line));
  if (start < 0) return null;
  const names = lines.slice(start + 1).findIndex((line) => !/^\s{4,}\S/.test(line));
  return lines.slice(start, names < 0 ? undefined : start + 1 + names).join('\n');
}
