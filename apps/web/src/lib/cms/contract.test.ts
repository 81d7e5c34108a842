import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shared from '@standplaats/shared';
import { contentTypes, contentTypeUid, formLimits, localisedPath, locales, paths, type Length } from '@standplaats/shared';
import nl from '../../../messages/nl.json';
import en from '../../../messages/en.json';
import { expiredTags, revalidationSchema, tagsFor } from './tags';

// What packages/shared cannot hold for both apps: the CMS's schema files (JSON that Strapi reads)
// against the shared names and limits, the route table against the site's route folders, and the
// CMS's revalidation calls as the site reads them. The CMS's modules are imported by computed path,
// so the site's stricter compiler settings do not check the CMS's code.

const web = path.resolve(__dirname, '../../..');
const cmsSrc = path.resolve(web, '../cms/src');
const cms = <T>(file: string) => import(path.join(cmsSrc, file)) as Promise<T>;

const cmsPaths = await cms<{ hasSitePath(uid: string): boolean }>('site/paths.ts');
const cmsRevalidation = await cms<{
  revalidationBody(type: string, documentId: string | undefined, keys?: { slugs?: string[]; newsTags?: string[] }): unknown;
  tellsSite(uid: string): boolean;
}>('site/revalidation.ts');

type Attribute = { type: string; enum?: string[]; maxLength?: number };
const schemaFile = (type: string) => path.join(cmsSrc, 'api', type, 'content-types', type, 'schema.json');
const attributesOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { attributes: Record<string, Attribute> }).attributes;
/** Every content type of the CMS, by name. */
const cmsTypes = readdirSync(path.join(cmsSrc, 'api')).filter((type) => existsSync(schemaFile(type)));

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

/** The paths of the table that are made from a document's slug or id. */
type FilledIn = { [K in keyof typeof paths]: (typeof paths)[K] extends string ? never : K }[keyof typeof paths];

describe('the CMS and the site agree on', () => {
  it('the route table: every path the CMS may link to is a page or route of the site, in every language', () => {
    const slug = 'beurs-2026';
    const filled: Record<FilledIn, string> = {
      article: paths.article(slug),
      newsTag: paths.newsTag(slug),
      author: paths.author({ id: 7, slug }),
      page: paths.page(slug),
      magazine: paths.magazine(slug),
      topic: paths.topic(slug),
      event: paths.event(slug),
      eventFile: paths.eventFile(slug),
      exhibitors: paths.exhibitors(slug),
      floorPlan: paths.floorPlan(slug),
      planner: paths.planner(slug),
      plannerFile: paths.plannerFile(slug),
      registration: paths.registration(slug),
      venue: paths.venue(slug),
      company: paths.company('abc123'),
      companyProducts: paths.companyProducts('abc123'),
      product: paths.product('abc123'),
      vacancy: paths.vacancy(slug),
      subscriptionPlan: paths.subscriptionPlan(slug),
      archiveYear: paths.archiveYear(2026),
      archiveMonth: paths.archiveMonth(2026, 3),
      newsFeed: paths.newsFeed('rss'),
      tagFeed: paths.tagFeed(slug, 'atom'),
    };
    const all = { ...Object.fromEntries(Object.entries(paths).filter(([, path]) => typeof path === 'string')), ...filled };
    expect(Object.keys(all).sort()).toEqual(Object.keys(paths).sort());
    for (const [name, sitePath] of Object.entries(all)) {
      for (const locale of locales) expect(routeOf(localisedPath(locale, sitePath), { cmsPage: name === 'page' }), `${name}: ${sitePath} in ${locale}`).not.toBeNull();
    }
  });

  it('the content types the site reads: each is in the CMS, which tells the site about its writes as the site reads it', () => {
    for (const type of contentTypes) {
      expect(cmsTypes, type).toContain(type);
      expect(cmsRevalidation.tellsSite(contentTypeUid(type)), `the CMS does not tell the site about writes to ${type}`).toBe(true);

      // What the CMS sends after a slug change, as the site reads it.
      const body = revalidationSchema.parse(JSON.parse(JSON.stringify(cmsRevalidation.revalidationBody(type, 'abc123', { slugs: ['oud', 'nieuw'], newsTags: ['beurzen'] }))));
      const expired = expiredTags(body);
      const reads = [tagsFor(type), tagsFor(type, { documentId: 'abc123' }), tagsFor(type, { slug: 'oud' }), tagsFor(type, { slug: 'nieuw' }), tagsFor(type, { newsTags: ['beurzen'] })];
      for (const read of reads) expect(expired, type).toContain(read[0]);
      expect(expired, type).not.toContain(tagsFor(type, { slug: 'ander' })[0]);
    }
    // The CMS has a page for each type it links to or previews.
    for (const uid of cmsTypes.map(contentTypeUid).filter(cmsPaths.hasSitePath)) expect(existsSync(schemaFile(shared.contentTypeOf(uid))), uid).toBe(true);
  });

  it('the languages readers and members choose (mails, registrations, orders)', () => {
    for (const type of cmsTypes) {
      for (const [name, attribute] of Object.entries(attributesOf(schemaFile(type)))) {
        if (attribute.type === 'enumeration' && ['language', 'locale'].includes(name)) expect(attribute.enum, `${type}.${name}`).toEqual([...locales]);
      }
    }
  });

  it('the enumerations the site filters and labels by', () => {
    const lists: [string, string, readonly string[]][] = [
      ['event', 'kind', shared.eventKinds],
      ['article', 'theme', shared.eventKinds],
      ['event', 'eventStatus', shared.eventStatuses],
      ['event', 'province', shared.provinces],
      ['venue', 'province', shared.provinces],
      ['vacancy', 'province', shared.provinces],
      ['partner', 'sector', shared.sectors],
      ['product', 'category', shared.sectors],
      ['vacancy', 'functionArea', shared.functionAreas],
      ['vacancy', 'employmentType', shared.employmentTypes],
      ['vacancy', 'level', shared.jobLevels],
      ['vacancy', 'listingStatus', shared.listingStatuses],
    ];
    for (const [type, name, values] of lists) expect(attributesOf(schemaFile(type))[name]?.enum, `${type}.${name}`).toEqual([...values]);
    expect(attributesOf(path.join(cmsSrc, 'components/shared/address.json')).province?.enum).toEqual([...shared.provinces]);
    // The calendar's kind filter and every event card label each kind in both languages.
    for (const messages of [nl, en]) expect(Object.keys(messages.event.kind).sort()).toEqual([...shared.eventKinds].sort());
  });

  it('the form limits: what a form takes fits where the CMS stores it', () => {
    const stored: [string, Record<string, Length>][] = [
      ['event-registration', formLimits.registration],
      ['subscription-order', { ...formLimits.order, email: formLimits.email }],
      ['vacancy', formLimits.vacancy],
      ['partner', { ...formLimits.companyProfile, email: formLimits.email, phone: formLimits.phone }],
      ['contact-request', { ...formLimits.contact, email: formLimits.email, phone: formLimits.phone }],
      ['product', formLimits.product],
      ['newsletter-subscriber', { email: formLimits.email }],
    ];
    let compared = 0;
    for (const [type, limits] of stored) {
      for (const [name, attribute] of Object.entries(attributesOf(schemaFile(type)))) {
        const limit = limits[name];
        if (!limit || attribute.maxLength === undefined) continue;
        expect(limit.max, `${type}.${name}`).toBeLessThanOrEqual(attribute.maxLength);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(15);
  });
});
