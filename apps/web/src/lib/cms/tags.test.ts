import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentType } from '@standplaats/shared';
import { EMBEDDED_TYPES, expiredTags, revalidationSchema, SEARCHED_TYPES, searchTags, tagsFor } from './tags';

const cmsSrc = path.resolve(__dirname, '../../../../cms/src');

type Attribute = { type: string; target?: string; component?: string; components?: string[] };
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { attributes: Record<string, Attribute> };
const schemaOf = (type: string) => readJson(path.join(cmsSrc, 'api', type, 'content-types', type, 'schema.json')).attributes;
const componentOf = (name: string) => {
  const [category, file] = name.split('.');
  return readJson(path.join(cmsSrc, 'components', category!, `${file}.json`)).attributes;
};

/**
 * The content types whose documents a populate tree pulls into the answer: relations to
 * `api::` types, also inside components and dynamic-zone blocks (`on`). Media is no type of ours.
 */
function embeddedTypes(attributes: Record<string, Attribute>, populate: Record<string, unknown>): string[] {
  return Object.entries(populate).flatMap(([name, nested]) => {
    const attribute = attributes[name];
    if (!attribute) return [];
    const inner = (typeof nested === 'object' && nested !== null ? nested : {}) as { populate?: Record<string, unknown>; on?: Record<string, unknown> };
    if (attribute.type === 'relation' && attribute.target?.startsWith('api::')) {
      const type = attribute.target.split('.').pop()!;
      return [type, ...embeddedTypes(schemaOf(type), inner.populate ?? {})];
    }
    if (attribute.type === 'component') return embeddedTypes(componentOf(attribute.component!), inner.populate ?? {});
    if (attribute.type === 'dynamiczone') {
      return Object.entries(inner.on ?? {}).flatMap(([component, block]) =>
        embeddedTypes(componentOf(component), ((block as { populate?: Record<string, unknown> }).populate ?? {}) as Record<string, unknown>),
      );
    }
    return [];
  });
}

describe('cache tags', () => {
  it('expire a read when a document it embeds changes: the map matches what the CMS populates', async () => {
    const types = readdirSync(path.join(cmsSrc, 'api')).filter((type) => readdirSync(path.join(cmsSrc, 'api', type)).includes('populate.ts'));
    expect(types).toEqual(expect.arrayContaining(['article', 'event', 'page', 'vacancy', 'product']));
    for (const type of types) {
      const { populate } = (await import(path.join(cmsSrc, 'api', type, 'populate.ts'))) as { populate: Record<string, unknown> };
      const trees = [populate.find, populate.findOne].filter((tree): tree is Record<string, unknown> => typeof tree === 'object' && tree !== null);
      const embedded = new Set(trees.flatMap((tree) => embeddedTypes(schemaOf(type), tree)).filter((other) => other !== type));
      expect([...embedded].sort(), type).toEqual([...(EMBEDDED_TYPES[type as ContentType] ?? [])].filter((other) => other !== type).sort());
    }
  });

  it('hang a list on its type, a read of one document on that document alone, both on the embedded types', () => {
    expect(tagsFor('article')).toEqual(['article', 'author', 'tag']);
    expect(tagsFor('partner', { documentId: 'abc123' })).toEqual(['partner:abc123']);
    expect(tagsFor('event', { slug: 'beurs-2026' })).toEqual(['event:slug:beurs-2026', 'venue', 'partner']);
    expect(tagsFor('article', { newsTags: ['beurzen', 'congressen'] })).toEqual(['article:tag:beurzen', 'article:tag:congressen', 'author', 'tag']);
  });

  it('hang a read by a slug too long for a tag of its own on the whole type', () => {
    expect(tagsFor('page', { slug: 'a'.repeat(255) })).toEqual(['page', 'article', 'event', 'partner']);
  });
});

describe('search results', () => {
  it('hang on every type the CMS indexes for the site search, and on what those embed', () => {
    const sources = readFileSync(path.join(cmsSrc, 'search', 'sources.ts'), 'utf8');
    const indexed = [...sources.matchAll(/uid: 'api::([a-z-]+)\.\1'/g)].map((match) => match[1]);
    expect([...SEARCHED_TYPES].sort()).toEqual(indexed.sort());
    expect(searchTags()).toEqual(expect.arrayContaining(['article', 'author', 'exhibitor', 'partner', 'venue']));
  });
});

describe('a write the CMS reports', () => {
  const write = revalidationSchema.parse({ type: 'article', documentId: 'x1', slugs: ['oude-kop', 'nieuwe-kop'], newsTags: ['beurzen'] });

  it('expires the lists of its type and the reads of that document by id, by old and new slug and by news tag', () => {
    expect(expiredTags(write)).toEqual(['article', 'article:x1', 'article:slug:oude-kop', 'article:slug:nieuwe-kop', 'article:tag:beurzen']);
  });

  it("leaves another document's reads cached", () => {
    const expired = new Set(expiredTags(write));
    const other = [...tagsFor('article', { slug: 'andere-kop' }), ...tagsFor('article', { newsTags: ['festivals'] })];
    expect(other.filter((tag) => expired.has(tag))).toEqual([]);
  });

  it('is refused when it is not one', () => {
    expect(revalidationSchema.safeParse({ type: 'Article' }).success).toBe(false);
    expect(revalidationSchema.safeParse({ type: 'article', slugs: [''] }).success).toBe(false);
    expect(revalidationSchema.safeParse({ type: 'article', slugs: Array.from({ length: 1001 }, (_, i) => `s${i}`) }).success).toBe(false);
  });
});
