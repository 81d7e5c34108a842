import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// __dirname, not import.meta: Playwright loads this file as CommonJS, Vitest as ESM with __dirname set.
const here = __dirname;

// The urlset schema goes through the wrapper so xhtml:link alternates are checked, not rejected.
const schemas = {
  sitemap: path.join(here, 'sitemap-alternates.xsd'),
  siteindex: path.join(here, 'siteindex.xsd'),
} as const;

export type XmlSchema = keyof typeof schemas;

/** Validates `xml` against a sitemaps.org schema with xmllint; `errors` is xmllint's report. */
export function validateXml(xml: string, schema: XmlSchema): { ok: boolean; errors: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'xsd-'));
  const file = path.join(dir, 'document.xml');
  try {
    writeFileSync(file, xml, 'utf8');
    execFileSync(process.env.XMLLINT_PATH ?? 'xmllint', ['--noout', '--nonet', '--schema', schemas[schema], file], {
      stdio: 'pipe',
      encoding: 'utf8',
    });
    return { ok: true, errors: '' };
  } catch (error) {
    // xmllint exits non-zero on invalid documents; anything else (missing binary) is a real failure.
    if (isExecError(error)) return { ok: false, errors: error.stderr };
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function isExecError(error: unknown): error is Error & { status: number; stderr: string } {
  return error instanceof Error && typeof Reflect.get(error, 'status') === 'number' && typeof Reflect.get(error, 'stderr') === 'string';
}
