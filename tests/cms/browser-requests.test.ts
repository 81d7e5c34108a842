import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmsUrl } from './helpers';

// What a browser asks of the CMS by itself, beside the admin's own calls.
describe('a browser on the admin', () => {
  it('gets the Standplaats icon for /favicon.ico, which every admin page asks for', async () => {
    const response = await fetch(`${cmsUrl()}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(new URL('../../apps/cms/favicon.png', import.meta.url)));
  });
});
