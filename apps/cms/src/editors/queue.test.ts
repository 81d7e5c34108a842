import type { Core } from '@strapi/strapi';
import { describe, expect, it, vi } from 'vitest';
import { announceToEditors } from './queue';

/** A CMS whose database answers with `findOne` and whose admin lives at `adminUrl`. */
function cms(findOne: () => Promise<unknown>, adminUrl = 'http://localhost:1337/admin') {
  const error = vi.fn();
  const strapi = {
    log: { error },
    config: { get: () => adminUrl },
    contentTypes: { 'api::article.article': { info: { displayName: 'Artikel' } } },
    db: { query: () => ({ findOne, findMany: async () => [{ email: 'eindredacteur@example.nl' }] }) },
  } as unknown as Core.Strapi;
  return { strapi, error };
}

const item = { uid: 'api::article.article', documentId: 'abc123', locale: 'nl' };

describe('announceToEditors', () => {
  it('never fails the caller when the database does: it logs', async () => {
    const { strapi, error } = cms(() => Promise.reject(new Error('database is locked')));
    await expect(announceToEditors(strapi, item)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('database is locked'));
  });

  it('never fails the caller on an admin address it cannot link to: it logs', async () => {
    const { strapi, error } = cms(async () => ({ documentId: 'abc123', locale: 'nl', title: 'Een stuk', updatedAt: '2026-11-26T10:00:00Z' }), 'geen adres');
    await expect(announceToEditors(strapi, item)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('abc123'));
  });
});
