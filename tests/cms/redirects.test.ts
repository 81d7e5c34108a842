import { describe, expect, it } from 'vitest';
import { publicApi } from './helpers';

describe('redirects', () => {
  it('lists the seeded redirects, internal and external', async () => {
    const { status, body } = await publicApi('/redirects?pagination[pageSize]=100');
    expect(status).toBe(200);
    const table = Object.fromEntries(body.data.map((r: { from: string; to: string; type: string }) => [r.from, [r.to, r.type]]));
    expect(table['/oude-kalender']).toEqual(['/kalender', 'permanent']);
    expect(table['/expovisie-website']).toEqual(['https://www.expovisie.nl/', 'permanent']);
    expect(Object.keys(table).length).toBeGreaterThanOrEqual(5);
  });
});
