import { describe, expect, it } from 'vitest';
import { publicApi } from './helpers';

describe('public content API', () => {
  it('lists the seeded Dutch articles, newest first', async () => {
    const { status, body } = await publicApi('/articles?sort=date:desc');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    expect(body.data[0].title).toBe('Beursvloer groeit weer in 2026');
    expect(body.data.every((a: { locale: string }) => a.locale === 'nl')).toBe(true);
    const dates = body.data.map((a: { date: string }) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers a localized read with the English version', async () => {
    const { status, body } = await publicApi('/articles?locale=en&filters[slug][$eq]=trade-fair-floor-space-grows-again-in-2026');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ locale: 'en', title: 'Trade-fair floor space grows again in 2026' });
  });

  it('leaves out articles without an English version in English lists', async () => {
    const { body } = await publicApi('/articles?locale=en&pagination[pageSize]=100');
    const titles = body.data.map((a: { title: string }) => a.title);
    expect(titles).not.toContain('Festivalseizoen begint met recordaantal vergunningen');
  });

  it('lists upcoming events with their kind and dates', async () => {
    const { status, body } = await publicApi(`/events?filters[endsAt][$gte]=${new Date().toISOString()}&sort=startsAt:asc`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    expect(body.data[0]).toMatchObject({ kind: 'beurs', city: 'Utrecht' });
    expect(new Date(body.data[0].endsAt) >= new Date(body.data[0].startsAt)).toBe(true);
  });

  it('refuses anonymous writes', async () => {
    const { status, body } = await publicApi('/articles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: 'Inbraak', slug: 'inbraak', date: new Date().toISOString() } }),
    });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
  });

  it('caps list sizes at the configured maximum', async () => {
    const { body } = await publicApi('/articles?pagination[pageSize]=5000');
    expect(body.meta.pagination.pageSize).toBe(100);
  });
});
