import { describe, expect, it } from 'vitest';
import { publicApi, sharedEditor } from './helpers';

describe('redirects', () => {
  it('lists the seeded redirects, internal and external', async () => {
    const { status, body } = await publicApi('/redirects?pagination[pageSize]=100');
    expect(status).toBe(200);
    const table = Object.fromEntries(body.data.map((r: { from: string; to: string; type: string }) => [r.from, [r.to, r.type]]));
    expect(table['/oude-kalender']).toEqual(['/kalender', 'permanent']);
    expect(table['/expovisie-website']).toEqual(['https://www.expovisie.nl/', 'permanent']);
    expect(Object.keys(table).length).toBeGreaterThanOrEqual(5);
  });

  it('refuses targets that are neither http(s) URLs nor site paths', async () => {
    const cms = sharedEditor();
    const create = (to: string) => cms.api('/redirects', { method: 'POST', json: { data: { from: `/test-${Date.now()}-${to.length}`, to, type: 'temporary' } } });
    for (const to of ['javascript:alert(1)', '//elders.example', 'kalender']) {
      await expect(create(to), to).rejects.toThrow(/→ 400/);
    }
    const made = await create('/kalender');
    expect(made.data.to).toBe('/kalender');
    await cms.api(`/redirects/${made.data.documentId}`, { method: 'DELETE' });
  });
});
