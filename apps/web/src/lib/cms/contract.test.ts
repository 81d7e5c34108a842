import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shared from '@standplaats/shared';
import { localisedPath } from '@standplaats/shared';
import { paths } from '@/lib/paths';
import { sitemapTypes } from '@/lib/seo/sitemap-part-names';
import nl from '../../../messages/nl.json';
import en from '../../../messages/en.json';
import { expiredTags, revalidationSchema, tagsFor } from './tags';

// The CMS is built and installed apart (its own tsconfig with rootDir '.', its own node_modules), so
// it cannot import @standplaats/shared: it keeps its own copies of paths, type names, locales and
// enumerations. This holds each copy to the site's. The CMS's modules are imported by computed
// path, as tags.test.ts does, so the site's stricter compiler settings do not check the CMS's code.

const web = path.resolve(__dirname, '../../..');
const cmsSrc = path.resolve(web, '../cms/src');
const cms = <T>(file: string) => import(path.join(cmsSrc, file)) as Promise<T>;

type PathSource = { id?: number; slug?: string };
const cmsPaths = await cms<{
  sitePath(uid: string, doc: PathSource, locale: string): string | null;
  hasSitePath(uid: string): boolean;
  siteType(uid: string): string;
}>('site/paths.ts');
const cmsRevalidation = await cms<{
  revalidationBody(type: string, documentId: string | undefined, keys?: { slugs?: string[]; newsTags?: string[] }): unknown;
  tellsSite(uid: string): boolean;
}>('site/revalidation.ts');
const { LOCALES } = await cms<{ LOCALES: { code: string; isDefault: boolean }[] }>('bootstrap/locales.ts');
const { SITEMAP_TYPES } = await cms<{ SITEMAP_TYPES: Record<string, string> }>('api/sitemap-entry/validation/query.ts');

type Attribute = { type: string; enum?: string[] };
const schemaFile = (uid: string) => {
  const [, type] = /^api::([a-z-]+)\.\1$/.exec(uid) ?? [];
  return path.join(cmsSrc, 'api', type!, 'content-types', type!, 'schema.json');
};
const attributesOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { attributes: Record<string, Attribute> }).attributes;
/** Every content type of the CMS, by uid. */
const cmsTypes = readdirSync(path.join(cmsSrc, 'api'))
  .map((type) => `api::${type}.${type}`)
  .filter((uid) => existsSync(schemaFile(uid)));

/** The site's pages and route handlers as path patterns, route groups and the locale segment left out. */
const routes = (function collect(dir: string, segments: string[]): string[][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return /^(page\.tsx|route\.ts)$/.test(entry.name) ? [segments] : [];
    const skip = /^\(.*\)$/.test(entry.name) || entry.name === '[locale]';
    return collect(path.join(dir, entry.name), skip ? segments : [...segments, entry.name]);
  });
})(path.join(web, 'src/app'), []);

/**
 * The route a path lands on, as Next picks it: static segments before dynamic ones. Catch-alls are
 * left out, and so are CMS pages (`/{slug}`) unless asked for: any one-segment path lands there.
 */
function routeOf(sitePath: string, { cmsPage = false } = {}): string | null {
  const [first, ...rest] = sitePath.split('?')[0]!.split('/').filter(Boolean);
  const parts = first && shared.isLocale(first) && first !== shared.defaultLocale ? rest : [first, ...rest].filter((part) => part !== undefined);
  const candidates = routes.filter((route) => !route.some((segment) => segment.startsWith('[...') || segment.startsWith('[[...')) && (cmsPage || route.join('/') !== '[slug]'));
  const matches = candidates.filter((route) => route.length === parts.length && route.every((segment, i) => segment === parts[i] || /^\[[^.]+\]$/.test(segment)));
  const score = (route: string[]) => route.map((segment) => (segment.startsWith('[') ? '1' : '0')).join('');
  return matches.sort((a, b) => score(a).localeCompare(score(b)))[0]?.join('/') ?? null;
}

describe('the CMS and the site agree on', () => {
  it('the path of every document with a page, in every language', () => {
    const doc = { id: 7, slug: 'beurs-2026' };
    const site: Record<string, string> = {
      'api::article.article': paths.article(doc.slug),
      'api::event.event': paths.event(doc.slug),
      'api::page.page': paths.page(doc.slug),
      'api::magazine.magazine': paths.magazine(doc.slug),
      'api::explore-topic.explore-topic': paths.topic(doc.slug),
      'api::vacancy.vacancy': paths.vacancy(doc.slug),
      'api::author.author': paths.author({ id: doc.id, slug: doc.slug }),
      'api::wire-item.wire-item': '/livewire',
    };
    expect(cmsTypes.filter(cmsPaths.hasSitePath).sort()).toEqual(Object.keys(site).sort());
    for (const [uid, sitePath] of Object.entries(site)) {
      for (const locale of shared.locales) expect(cmsPaths.sitePath(uid, doc, locale), `${uid} in ${locale}`).toBe(localisedPath(locale, sitePath));
      expect(routeOf(sitePath, { cmsPage: uid === 'api::page.page' }), uid).not.toBeNull();
    }
  });

  it('the paths of the links in its mails and settings: each is a page or route of the site', () => {
    const sources = (function collect(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? collect(path.join(dir, entry.name)) : /(?<!\.test)\.ts$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
      );
    })(cmsSrc);
    const linked = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/siteLink\(\s*(['`])(\/[^'`]*)\1/g)].map(([, , link]) => ({ file, link: link!.replace(/\$\{[^}]+\}/g, 'x') })),
    );
    expect(linked.length).toBeGreaterThan(5);
    for (const { file, link } of linked) {
      for (const locale of shared.locales) expect(routeOf(localisedPath(locale, link)), `${link} in ${path.relative(cmsSrc, file)}`).not.toBeNull();
    }
  });

  it('the content-type name of every cached read, and the tags a write expires', () => {
    const readers = readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(__dirname, file), 'utf8'));
    const named = new Set(readers.flatMap((source) => [...source.matchAll(/(?:tagsFor|findBySlug|findFirst|cacheTags\.\w+)\(\s*'([a-z-]+)'/g)].map(([, type]) => type!)));
    const bySlug = new Set(readers.flatMap((source) => [...source.matchAll(/(?:findBySlug\(\s*'([a-z-]+)'|tagsFor\('([a-z-]+)', \{ slug \}\))/g)].map(([, a, b]) => (a ?? b)!)));
    expect(bySlug).toEqual(new Set(['article', 'event', 'page', 'magazine', 'explore-topic', 'vacancy']));

    for (const type of [...named, ...Object.values(sitemapTypes)]) {
      const uid = cmsTypes.find((candidate) => cmsPaths.siteType(candidate) === type);
      expect(uid, `no CMS type is called ${type}`).toBeDefined();
      expect(cmsRevalidation.tellsSite(uid!), `the CMS does not tell the site about writes to ${uid}`).toBe(true);

      // What the CMS sends after a slug change, as the site reads it.
      const body = revalidationSchema.parse(JSON.parse(JSON.stringify(cmsRevalidation.revalidationBody(type, 'abc123', { slugs: ['oud', 'nieuw'], newsTags: ['beurzen'] }))));
      const expired = expiredTags(body);
      const reads = [tagsFor(type), tagsFor(type, { documentId: 'abc123' }), tagsFor(type, { slug: 'oud' }), tagsFor(type, { slug: 'nieuw' }), tagsFor(type, { newsTags: ['beurzen'] })];
      for (const read of reads) expect(expired, type).toContain(read[0]);
      expect(expired, type).not.toContain(tagsFor(type, { slug: 'ander' })[0]);
    }
  });

  it('the sitemap types: the same API names, each under its cache tag', () => {
    expect(Object.keys(SITEMAP_TYPES).sort()).toEqual(Object.keys(sitemapTypes).sort());
    for (const [name, type] of Object.entries(sitemapTypes)) expect(cmsPaths.siteType(SITEMAP_TYPES[name]!), name).toBe(type);
  });

  it('the languages, Dutch the default', () => {
    expect(LOCALES.map(({ code }) => code)).toEqual([...shared.locales]);
    expect(LOCALES.find(({ isDefault }) => isDefault)?.code).toBe(shared.defaultLocale);
    // The languages readers and members choose (mails, registrations, orders).
    for (const uid of cmsTypes) {
      for (const [name, attribute] of Object.entries(attributesOf(schemaFile(uid)))) {
        if (attribute.type === 'enumeration' && ['language', 'locale'].includes(name)) expect(attribute.enum, `${uid}.${name}`).toEqual([...shared.locales]);
      }
    }
  });

  it('the enumerations the site filters and labels by', () => {
    const lists: [string, string, readonly string[]][] = [
      ['api::event.event', 'kind', shared.eventKinds],
      ['api::article.article', 'theme', shared.eventKinds],
      ['api::event.event', 'eventStatus', shared.eventStatuses],
      ['api::event.event', 'province', shared.provinces],
      ['api::venue.venue', 'province', shared.provinces],
      ['api::vacancy.vacancy', 'province', shared.provinces],
      ['api::partner.partner', 'sector', shared.sectors],
      ['api::product.product', 'category', shared.sectors],
      ['api::vacancy.vacancy', 'functionArea', shared.functionAreas],
      ['api::vacancy.vacancy', 'employmentType', shared.employmentTypes],
      ['api::vacancy.vacancy', 'level', shared.jobLevels],
      ['api::vacancy.vacancy', 'listingStatus', shared.listingStatuses],
    ];
    for (const [uid, name, values] of lists) expect(attributesOf(schemaFile(uid))[name]?.enum, `${uid}.${name}`).toEqual([...values]);
    expect(attributesOf(path.join(cmsSrc, 'components/shared/address.json')).province?.enum).toEqual([...shared.provinces]);
    // The calendar's kind filter and every event card label each kind in both languages.
    for (const messages of [nl, en]) expect(Object.keys(messages.event.kind).sort()).toEqual([...shared.eventKinds].sort());
  });
});
