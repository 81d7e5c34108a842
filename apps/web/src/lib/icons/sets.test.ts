import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { iconSet, iconsOf, iconSvg } = await import('./sets');

describe('icon sets', () => {
  it('serves the installed Lucide set and no other', async () => {
    expect((await iconSet('lucide'))?.prefix).toBe('lucide');
    expect(await iconSet('mdi')).toBeNull();
    expect(await iconSet('constructor')).toBeNull();
  });

  it('gives the asked icons in Iconify’s JSON format and lists the missing ones', async () => {
    const set = (await iconSet('lucide'))!;
    const data = iconsOf(set, ['bell', 'geen-icoon']);
    expect(data.prefix).toBe('lucide');
    expect(Object.keys(data.icons)).toEqual(['bell']);
    expect(data.icons.bell?.body).toContain('<path');
    expect(data.not_found).toEqual(['geen-icoon']);
  });

  it('draws an icon as SVG parts, and nothing for an unknown one', async () => {
    expect(await iconSvg('lucide:bell')).toEqual({ viewBox: '0 0 24 24', body: expect.stringContaining('<path') });
    expect(await iconSvg('lucide:geen-icoon')).toBeNull();
    expect(await iconSvg('mdi:bell')).toBeNull();
    expect(await iconSvg('bell')).toBeNull();
  });
});
