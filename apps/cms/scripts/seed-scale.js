#!/usr/bin/env node
/*
 * Scale seeder for benchmarks: fills a database with many published articles and events.
 *
 *   cd apps/cms
 *   npm run build                      # the seeder loads the compiled app from dist/
 *   npm run seed:scale -- --articles 100000 --events 50000 [--vacancies 20000] [--tags 50]
 *                         [--partners|--companies 200] [--products 50000] [--authors 20] [--venues 2000]
 *                         [--exhibitors 1500] [--batch 1000] [--database /tmp/bench.db] [--demo]
 *
 * Database: --database <file> (SQLite, relative to the current directory) or the usual
 * DATABASE_* variables, e.g. DATABASE_CLIENT=postgres DATABASE_URL=postgres://user:pw@host/db;
 * without either it uses the database of apps/cms/.env (it prints which one first).
 * --demo also seeds the demo content first when the database is empty (SEED_DEMO_CONTENT).
 *
 * Strapi is loaded without its HTTP server; rows are written in batches, one transaction per
 * batch, through strapi.db (so column names and value types follow the schemas on every dialect).
 * Every document is Dutch (the default locale) and has a draft and a published row, like a
 * document published in the admin; types without draft & publish (authors) get one row.
 * Articles get 1-3 tags and an author (no cover); events a venue (when the database has venues)
 * and sometimes an organiser; vacancies a company, a closing date from a month ago to three
 * months ahead (passed ones expired, a few filled). Venues (--venues, before the events, so
 * events link to them) carry components (address, halls, facilities), which only the document
 * service writes: they go through it one by one, slower than the batched rows. --exhibitors makes one
 * fair ("Schaalbeurs", a month ahead) at a venue of its own with 12 planned halls of 160 stands
 * each, and that many companies exhibiting there, spread over the halls (more companies are seeded
 * when --companies is lower), each showing up to two of its products. It only adds rows: run it on a
 * throwaway database, not on one you care about.
 */
'use strict';

const crypto = require('node:crypto');
const path = require('node:path');
const { createId } = require('@paralleldrive/cuid2');

const APP_DIR = path.resolve(__dirname, '..');
// The demo seeder's PRNG, from the compiled app this script needs anyway: the same options give
// the same content.
const { createRandom } = require(path.join(APP_DIR, 'dist/src/seed/random.js'));
const ARTICLE = 'api::article.article';
const EVENT = 'api::event.event';
const TAG = 'api::tag.tag';
const AUTHOR = 'api::author.author';
const PARTNER = 'api::partner.partner';
const VENUE = 'api::venue.venue';
const PRODUCT = 'api::product.product';
const SECTORS = ['standbouw', 'av-techniek', 'catering', 'meubilair', 'tenten', 'ticketing', 'beveiliging', 'evenementenbureau', 'reisorganisatie', 'energie', 'personeel', 'drukwerk'];
const VACANCY = 'api::vacancy.vacancy';
const EXHIBITOR = 'api::exhibitor.exhibitor';
const FAIR_HALLS = 12;
const DAY = 24 * 60 * 60 * 1000;
const PROGRESS_EVERY = 5000;

function parseArgs(argv) {
  const options = { articles: 10000, events: 5000, vacancies: 0, tags: 50, partners: 200, products: 0, authors: 20, venues: 0, exhibitors: 0, batch: 1000, database: undefined, demo: false };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (name === 'demo') options.demo = true;
    else if (name === 'help' || name === 'h') options.help = true;
    // --companies is the company directory's word for partners.
    else if (name === 'companies') options.partners = Number(argv[++i]);
    else if (name in options) options[name] = name === 'database' ? argv[++i] : Number(argv[++i]);
    else throw new Error(`Unknown option ${argv[i]} (see the top of scripts/seed-scale.js)`);
  }
  for (const key of ['articles', 'events', 'vacancies', 'tags', 'partners', 'products', 'authors', 'venues', 'exhibitors', 'batch']) {
    if (!Number.isInteger(options[key]) || options[key] < 0) throw new Error(`--${key} must be a whole number`);
  }
  if (options.batch < 1) throw new Error('--batch must be at least 1');
  // Each exhibitor is a company of its own.
  options.partners = Math.max(options.partners, options.exhibitors);
  return options;
}

const WORDS = {
  subjects: ['Beursorganisator', 'Congrescentrum', 'Festival', 'Standbouwer', 'Cateraar', 'Evenementenbureau', 'Gemeente', 'Brancheorganisatie', 'Locatie', 'Reisorganisatie', 'Sportevenement', 'Vakbeurs'],
  verbs: ['investeert in', 'kiest voor', 'stopt met', 'zoekt', 'verdubbelt', 'test', 'lanceert', 'onderzoekt', 'halveert', 'werkt aan'],
  objects: ['duurzame energie', 'nieuwe hallen', 'hybride programma’s', 'herbruikbare standen', 'meer personeel', 'plantaardige catering', 'betere bereikbaarheid', 'slimme registratie', 'kleinere groepen', 'een nieuwe vergunning'],
  places: ['Utrecht', 'Amsterdam', 'Rotterdam', 'Den Haag', 'Eindhoven', 'Maastricht', 'Groningen', 'Leeuwarden', 'Assen', 'Zwolle', 'Arnhem', 'Middelburg', 'Lelystad', "'s-Hertogenbosch"],
  kinds: ['beurs', 'congres', 'festival', 'sportevenement', 'brand-event', 'company-event', 'incentive-travel', 'branche-event'],
  eventNames: ['Vakbeurs', 'Congres', 'Festival', 'Loop', 'Merkdag', 'Bedrijfsdag', 'Reisdag', 'Branchedag'],
  themes: ['Techniek', 'Zorg', 'Bouw', 'Horeca', 'Logistiek', 'Energie', 'Mode', 'Food', 'Design', 'Mobiliteit', 'Onderwijs', 'Retail'],
};

const slugify = (text) =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[’']/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

const paragraph = (text) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

function articleData(random, n, now) {
  const title = `${random.pick(WORDS.subjects)} in ${random.pick(WORDS.places)} ${random.pick(WORDS.verbs)} ${random.pick(WORDS.objects)}`;
  return {
    title,
    slug: `${slugify(title)}-${n}`,
    excerpt: `${title}. Een ontwikkeling die de hele branche raakt.`,
    body: paragraph(`${title}. Organisatoren, leveranciers en locaties volgen het nieuws op de voet.`),
    date: new Date(now - random.int(0, 5 * 365) * DAY - random.int(0, DAY)),
    theme: random.next() < 0.5 ? random.pick(WORDS.kinds) : null,
    sponsored: random.next() < 0.05,
    push: false,
  };
}

function eventData(random, n, now) {
  const kindIndex = random.int(0, WORDS.kinds.length - 1);
  const city = random.pick(WORDS.places);
  const title = `${WORDS.eventNames[kindIndex]} ${random.pick(WORDS.themes)} ${city}`;
  const startsAt = new Date(Math.floor((now + random.int(-730, 730) * DAY) / DAY) * DAY + 8 * 3600 * 1000);
  return {
    title,
    slug: `${slugify(title)}-${n}`,
    kind: WORDS.kinds[kindIndex],
    startsAt,
    endsAt: new Date(startsAt.getTime() + random.int(0, 3) * DAY + 9 * 3600 * 1000),
    city,
    country: 'NL',
    description: `${title}: de ontmoetingsplaats voor de sector.`,
    body: paragraph(`${title}. Programma, sprekers en exposanten volgen.`),
    eventStatus: 'scheduled',
    registrationOpen: false,
  };
}

const JOBS = {
  roles: ['Monteur', 'Projectleider', 'Technicus', 'Accountmanager', 'Planner', 'Producer', 'Kok', 'Beveiliger', 'Developer', 'Vormgever', 'Magazijnmedewerker', 'Stagehand'],
  fields: ['standbouw', 'licht en geluid', 'evenementen', 'catering', 'verhuur', 'beurzen', 'congressen', 'festivals'],
  areas: ['standbouw', 'techniek', 'evenementen', 'horeca', 'sales-marketing', 'logistiek', 'beveiliging', 'ict', 'creatief'],
  types: ['vast', 'tijdelijk', 'freelance', 'stage', 'bijbaan'],
  levels: ['starter', 'medior', 'senior', 'leidinggevend'],
  provinces: ['utrecht', 'noord-holland', 'zuid-holland', 'zuid-holland', 'noord-brabant', 'limburg', 'groningen', 'friesland', 'drenthe', 'overijssel', 'gelderland', 'zeeland', 'flevoland', 'noord-brabant'],
};

/** A vacancy in one of the places, open unless its closing date has passed (or it was filled). */
function vacancyData(random, n, now) {
  const placeIndex = random.int(0, WORDS.places.length - 1);
  const title = `${random.pick(JOBS.roles)} ${random.pick(JOBS.fields)}`;
  const validThrough = new Date(now + random.int(-30, 90) * DAY).toISOString().slice(0, 10);
  const salaryMin = random.next() < 0.7 ? random.int(22, 45) * 100 : null;
  const status = validThrough < new Date(now).toISOString().slice(0, 10) ? 'expired' : random.next() < 0.05 ? 'filled' : 'published';
  return {
    title,
    slug: `${slugify(title)}-${n}`,
    location: WORDS.places[placeIndex],
    province: JOBS.provinces[placeIndex],
    remote: random.next() < 0.1,
    hoursPerWeek: random.pick([8, 12, 16, 20, 24, 32, 36, 38, 40]),
    employmentType: random.pick(JOBS.types),
    functionArea: random.pick(JOBS.areas),
    level: random.pick(JOBS.levels),
    salaryMin,
    salaryMax: salaryMin === null ? null : salaryMin + random.int(3, 15) * 100,
    description: paragraph(`${title}. Je werkt in een team dat beurzen en evenementen mogelijk maakt.`),
    applyUrl: `https://werkenbij.example.nl/${n}`,
    validThrough,
    listingStatus: status,
    language: 'nl',
  };
}

const tagData = (random, n) => {
  const name = `${random.pick(WORDS.themes)} ${n}`;
  return { name, slug: slugify(name) };
};
const authorData = (random, n) => {
  const name = `Auteur ${n} ${random.pick(WORDS.places)}`;
  return { name, slug: slugify(name), role: 'Redacteur', bio: 'Schrijft voor Standplaats.' };
};
const partnerData = (random, n) => {
  const name = `${random.pick(WORDS.themes)} ${random.pick(['Events', 'Expo', 'Techniek', 'Catering', 'Verhuur'])} ${n}`;
  // Somewhere in the Netherlands (roughly its bounding box), for the directory's map.
  const latitude = Number((50.8 + random.next() * 2.6).toFixed(6));
  const longitude = Number((3.4 + random.next() * 3.6).toFixed(6));
  return { name, slug: slugify(name), description: `${name} levert aan de evenementenbranche.`, categories: ['evenementenbureau'], sector: random.pick(SECTORS), latitude, longitude };
};
const productData = (random, n) => {
  const name = `${random.pick(['Beursstand', 'Ledwand', 'Loungeset', 'Stroomkast', 'Badgeprinter', 'Tent', 'Buffet', 'Podium'])} ${random.pick(WORDS.themes)} ${n}`;
  return { name, slug: slugify(name), description: `${name} voor beurzen en evenementen.`, category: random.pick(SECTORS) };
};

const PROVINCE_OF = {
  Utrecht: 'utrecht', Amsterdam: 'noord-holland', Rotterdam: 'zuid-holland', 'Den Haag': 'zuid-holland', Eindhoven: 'noord-brabant', Maastricht: 'limburg',
  Groningen: 'groningen', Leeuwarden: 'friesland', Assen: 'drenthe', Zwolle: 'overijssel', Arnhem: 'gelderland', Middelburg: 'zeeland', Lelystad: 'flevoland', "'s-Hertogenbosch": 'noord-brabant',
};
const VENUE_TYPES = ['beurshal', 'congrescentrum', 'hotel', 'unieke-locatie', 'buitenlocatie', 'stadion', 'theater'];
const FACILITIES = ['parking', 'publicTransport', 'catering', 'wheelchairAccess', 'wifi', 'loadingDock', 'accommodation', 'audioVisual'];

/** A venue near one of the cities (within about 10 km), with halls and a random half of the facilities. */
function venueData(random, n) {
  const city = random.pick(WORDS.places);
  const venueType = random.pick(VENUE_TYPES);
  const name = `${random.pick(WORDS.themes)} ${venueType.replace('-', ' ')} ${city} ${n}`;
  const capacity = random.int(1, 400) * 50;
  const [lat, lng] = CITY_COORDINATES[city];
  return {
    name,
    slug: `${slugify(name)}`,
    description: `${name}: ruimte voor beurzen, congressen en bedrijfsevenementen.`,
    city,
    province: PROVINCE_OF[city],
    venueType,
    capacity,
    latitude: Number((lat + (random.next() - 0.5) * 0.15).toFixed(4)),
    longitude: Number((lng + (random.next() - 0.5) * 0.25).toFixed(4)),
    address: { street: `Beursweg ${n}`, postalCode: '1234 AB', city, province: PROVINCE_OF[city], country: 'NL' },
    halls: Array.from({ length: random.int(1, 4) }, (_, i) => ({ name: `Zaal ${i + 1}`, areaM2: Math.round(capacity / (i + 1)), theatre: Math.round(capacity / (i + 1) / 2), banquet: Math.round(capacity / (i + 1) / 3), reception: Math.round(capacity / (i + 1)) })),
    facilities: Object.fromEntries(FACILITIES.map((facility) => [facility, random.next() < 0.5])),
  };
}

const CITY_COORDINATES = {
  Utrecht: [52.09, 5.12], Amsterdam: [52.37, 4.9], Rotterdam: [51.92, 4.48], 'Den Haag': [52.08, 4.31], Eindhoven: [51.44, 5.47], Maastricht: [50.85, 5.69],
  Groningen: [53.22, 6.57], Leeuwarden: [53.2, 5.8], Assen: [52.99, 6.56], Zwolle: [52.51, 6.09], Arnhem: [51.98, 5.91], Middelburg: [51.5, 3.61], Lelystad: [52.52, 5.47], "'s-Hertogenbosch": [51.69, 5.3],
};

/** Venues through the document service (components need it), published, without telling the site. */
async function seedVenues(strapi, random, total) {
  const { withoutRevalidation } = require(path.join(APP_DIR, 'dist/src/site/revalidation.js'));
  const started = Date.now();
  await withoutRevalidation(async () => {
    for (let n = 1; n <= total; n++) {
      await strapi.documents(VENUE).create({ data: venueData(random, n), status: 'published' });
      if (n % 500 === 0 || n === total) report('venues', n, total, n * 2, started);
    }
  });
  return { label: 'venues', documents: total, rows: total * 2, ms: Date.now() - started };
}

const hasDraftAndPublish = (strapi, uid) => strapi.getModel(uid).options?.draftAndPublish !== false;

/** Writes one batch of documents: a draft and a published row each (or one row), and their relation rows. */
async function insertDocuments(strapi, uid, items, links) {
  const drafts = hasDraftAndPublish(strapi, uid);
  return strapi.db.transaction(async ({ trx }) => {
    const now = new Date();
    const documentIds = [];
    const locale = strapi.getModel(uid).pluginOptions?.i18n?.localized ? 'nl' : null;
    const rows = items.flatMap((data) => {
      const documentId = createId();
      documentIds.push(documentId);
      const base = { ...data, documentId, locale, createdAt: now, updatedAt: now };
      return drafts ? [{ ...base, publishedAt: null }, { ...base, publishedAt: now }] : [{ ...base, publishedAt: now }];
    });
    await strapi.db.query(uid).createMany({ data: rows });
    const created = await strapi.db.query(uid).findMany({
      select: ['id', 'documentId', 'publishedAt'],
      where: { documentId: { $in: documentIds } },
    });
    const linkRows = await insertLinks(strapi, trx, uid, pairUp(created, drafts), links);
    return rows.length + linkRows;
  });
}

/**
 * [{ draft, published }] ids per document, in insertion order. Without draft & publish the one
 * row stands for both, as Strapi links a draft and a published article to the same author row.
 */
function pairUp(rows, drafts = true) {
  const byDocument = new Map();
  for (const row of rows) {
    const pair = byDocument.get(row.documentId) ?? { documentId: row.documentId };
    if (drafts) pair[row.publishedAt ? 'published' : 'draft'] = row.id;
    else Object.assign(pair, { draft: row.id, published: row.id });
    byDocument.set(row.documentId, pair);
  }
  return [...byDocument.values()].sort((a, b) => a.draft - b.draft);
}

/**
 * Relation rows: `links[attribute]()` names the target documents ({ draft, published } ids) of
 * the next document; drafts link to drafts and published rows to published rows, as Strapi
 * does. The inverse order column counts per target, like appending in the admin.
 */
async function insertLinks(strapi, trx, uid, pairs, links) {
  let count = 0;
  for (const [attribute, targetsOf] of Object.entries(links)) {
    const joinTable = strapi.db.metadata.get(uid).attributes[attribute].joinTable;
    const rows = [];
    pairs.forEach((pair) => {
      targetsOf().forEach((target, position) => {
        for (const state of ['draft', 'published']) rows.push(linkRow(joinTable, pair[state], target, state, position));
      });
    });
    await insertChunked(strapi, trx, joinTable.name, rows);
    count += rows.length;
  }
  return count;
}

function linkRow(joinTable, sourceId, target, state, position) {
  const row = { [joinTable.joinColumn.name]: sourceId, [joinTable.inverseJoinColumn.name]: target[state] };
  if (joinTable.orderColumnName) row[joinTable.orderColumnName] = position + 1;
  if (joinTable.inverseOrderColumnName) row[joinTable.inverseOrderColumnName] = nextOrder(target, state);
  return row;
}

// Counted per target row: a target without draft & publish has one row for both states.
const nextOrder = (target, state) => {
  target.orders ??= {};
  target.orders[target[state]] = (target.orders[target[state]] ?? 0) + 1;
  return target.orders[target[state]];
};

async function insertChunked(strapi, trx, table, rows) {
  // SQLite inserts many rows as one compound SELECT, which allows at most 500 terms.
  for (let i = 0; i < rows.length; i += 500) {
    await strapi.db.getConnection(table).transacting(trx).insert(rows.slice(i, i + 500));
  }
}

/** The { draft, published } ids of every Dutch (or non-localized) document of a type. */
async function existingPairs(strapi, uid) {
  const localized = Boolean(strapi.getModel(uid).pluginOptions?.i18n?.localized);
  const rows = await strapi.db.query(uid).findMany({
    select: ['id', 'documentId', 'publishedAt'],
    where: localized ? { locale: 'nl' } : {},
  });
  return pairUp(rows, hasDraftAndPublish(strapi, uid)).filter((pair) => pair.draft && pair.published);
}

/** Seeds `total` documents of a type in batches, printing progress. */
async function seedType(strapi, { uid, label, total, batch, make, links = {} }) {
  const started = Date.now();
  let done = 0;
  let rows = 0;
  let reported = 0;
  while (done < total) {
    const size = Math.min(batch, total - done);
    const items = Array.from({ length: size }, (_, i) => make(done + i + 1));
    rows += await insertDocuments(strapi, uid, items, links);
    done += size;
    if (done - reported >= PROGRESS_EVERY || done === total) {
      reported = done;
      report(label, done, total, rows, started);
    }
  }
  return { documents: done, rows, ms: Date.now() - started };
}

function report(label, done, total, rows, started) {
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  const rate = (n) => Math.round(n / seconds).toLocaleString('en');
  console.log(`${label}: ${done.toLocaleString('en')}/${total.toLocaleString('en')} documents, ${rows.toLocaleString('en')} rows, ${rate(done)} documents/s, ${rate(rows)} rows/s`);
}

/** Article relations: 1-3 distinct tags and one author, picked by a seeded PRNG. */
function articleLinks(random, tags, authors) {
  const links = {};
  if (tags.length) {
    links.tags = () => {
      const picked = new Set(Array.from({ length: random.int(1, Math.min(3, tags.length)) }, () => random.pick(tags)));
      return [...picked];
    };
  }
  if (authors.length) links.author = () => [random.pick(authors)];
  return links;
}

function eventLinks(random, venues, partners) {
  const links = {};
  if (venues.length) links.venue = () => (random.next() < 0.8 ? [random.pick(venues)] : []);
  if (partners.length) links.organiser = () => (random.next() < 0.3 ? [random.pick(partners)] : []);
  return links;
}

/**
 * One fair with `total` exhibitors: a venue with 12 planned halls (through the document service,
 * for its components), their stands as rows, the fair, and an exhibitor entry per company spread
 * over the halls, showing up to two of its own products.
 */
async function seedFair(strapi, random, total, batch) {
  const started = Date.now();
  const { standGrid } = require(path.join(APP_DIR, 'dist/src/seed/fairs.js'));
  const { replaceStands } = require(path.join(APP_DIR, 'dist/src/floor-plans/stand-rows.js'));
  const { withoutRevalidation } = require(path.join(APP_DIR, 'dist/src/site/revalidation.js'));
  const halls = Array.from({ length: FAIR_HALLS }, (_, i) => ({ code: String(i + 1), width: 90, depth: 52, entrances: [{ name: 'Hoofdingang', x: 45, y: 52 }, { name: 'Zij-ingang', x: 0, y: 26 }] }));
  const venue = await withoutRevalidation(() =>
    strapi.documents(VENUE).create({
      status: 'published',
      data: {
        ...venueData(random, 'schaal'),
        name: 'Schaalhallen',
        slug: 'schaalhallen',
        venueType: 'beurshal',
        halls: halls.map((hall) => ({ ...hall, name: `Hal ${hall.code}`, areaM2: hall.width * hall.depth })),
      },
    }),
  );
  const grids = halls.map(standGrid);
  await replaceStands(strapi, venue.documentId, halls.map((hall) => hall.code), grids.flat());
  const [venuePair] = (await existingPairs(strapi, VENUE)).filter((pair) => pair.documentId === venue.documentId);
  const now = Date.now();
  const startsAt = new Date(Math.floor((now + 30 * DAY) / DAY) * DAY + 8 * 3600 * 1000);
  await seedType(strapi, {
    uid: EVENT,
    label: 'fair',
    total: 1,
    batch,
    make: () => ({ title: 'Schaalbeurs', slug: 'schaalbeurs', kind: 'beurs', startsAt, endsAt: new Date(startsAt.getTime() + 2 * DAY + 9 * 3600 * 1000), city: venue.city, country: 'NL', description: 'De schaalbeurs: 1.500 exposanten in 12 hallen.', eventStatus: 'scheduled', registrationOpen: false }),
    links: { venue: () => [venuePair] },
  });
  const fairRows = await strapi.db.query(EVENT).findMany({ select: ['id', 'documentId', 'publishedAt'], where: { slug: 'schaalbeurs', locale: 'nl' } });
  const [fair] = pairUp(fairRows);
  const partners = await existingPairs(strapi, PARTNER);
  const products = await productsByPartner(strapi);
  const companies = random.sample(partners, total);
  // Each link is made for every document of a batch in turn, so each keeps its own count.
  const nextOf = { partner: 0, products: 0 };
  const result = await seedType(strapi, {
    uid: EXHIBITOR,
    label: 'exhibitors',
    total,
    batch,
    make: (n) => {
      const hall = (n - 1) % FAIR_HALLS;
      const stand = grids[hall][Math.floor((n - 1) / FAIR_HALLS)];
      if (!stand) throw new Error(`Hall ${hall + 1} has no stand left for exhibitor ${n}: at most ${grids[hall].length * FAIR_HALLS} exhibitors`);
      return { hall: stand.hall, stand: stand.number, message: `Bezoek ons op stand ${stand.hall}.${stand.number}.`, messageEn: `Visit us at stand ${stand.hall}.${stand.number}.` };
    },
    links: {
      event: () => [fair],
      partner: () => [companies[nextOf.partner++]],
      products: () => (products.get(companies[nextOf.products++].documentId) ?? []).slice(0, 2),
    },
  });
  return { label: 'fair', ...result, ms: Date.now() - started };
}

/** The { draft, published } ids of every Dutch product, by its company's documentId. */
async function productsByPartner(strapi) {
  const rows = await strapi.db.query(PRODUCT).findMany({ select: ['id', 'documentId', 'publishedAt'], where: { locale: 'nl' }, populate: { partner: { select: ['documentId'] } } });
  const partnerOf = new Map(rows.map((row) => [row.id, row.partner?.documentId]));
  const byPartner = new Map();
  for (const pair of pairUp(rows)) {
    const partner = partnerOf.get(pair.draft);
    if (partner && pair.published) byPartner.set(partner, [...(byPartner.get(partner) ?? []), pair]);
  }
  return byPartner;
}

async function seedAll(strapi, options) {
  const random = createRandom(20260101);
  const now = Date.now();
  const batch = options.batch;
  const results = [];
  const run = async (spec) => results.push({ label: spec.label, ...(await seedType(strapi, { batch, ...spec })) });

  await run({ uid: TAG, label: 'tags', total: options.tags, make: (n) => tagData(random, n) });
  await run({ uid: AUTHOR, label: 'authors', total: options.authors, make: (n) => authorData(random, n) });
  await run({ uid: PARTNER, label: 'partners', total: options.partners, make: (n) => partnerData(random, n) });
  if (options.venues) results.push(await seedVenues(strapi, random, options.venues));
  const [tags, authors, partners, venues] = await Promise.all([TAG, AUTHOR, PARTNER, VENUE].map((uid) => existingPairs(strapi, uid)));
  await run({ uid: ARTICLE, label: 'articles', total: options.articles, make: (n) => articleData(random, n, now), links: articleLinks(random, tags, authors) });
  await run({ uid: EVENT, label: 'events', total: options.events, make: (n) => eventData(random, n, now), links: eventLinks(random, venues, partners) });
  if (partners.length) await run({ uid: PRODUCT, label: 'products', total: options.products, make: (n) => productData(random, n), links: { partner: () => [random.pick(partners)] } });
  const companies = { partner: () => (partners.length ? [random.pick(partners)] : []) };
  await run({ uid: VACANCY, label: 'vacancies', total: options.vacancies, make: (n) => vacancyData(random, n, now), links: companies });
  if (options.exhibitors) results.push(await seedFair(strapi, random, options.exhibitors, options.batch));
  return results;
}

function configureEnvironment(options) {
  // apps/cms/.env first (as `strapi start` reads it), so the defaults below only fill gaps.
  require('dotenv').config({ path: process.env.ENV_PATH ?? path.join(APP_DIR, '.env') });
  if (options.database) {
    process.env.DATABASE_CLIENT = 'sqlite';
    // npm runs scripts in apps/cms; a relative path means relative to where npm was called.
    process.env.DATABASE_FILENAME = path.resolve(process.env.INIT_CWD ?? process.cwd(), options.database);
  }
  process.env.SEED_DEMO_CONTENT = options.demo ? 'true' : 'false';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE ??= 'nl';
  // Loading Strapi checks that its secrets are set; the seeder signs and encrypts nothing with
  // them, so a missing one gets a throwaway value.
  for (const name of ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY']) {
    process.env[name] ||= crypto.randomBytes(16).toString('hex');
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log('Usage: npm run seed:scale -- --articles 100000 --events 50000 [--vacancies 20000] [--tags 50] [--partners|--companies 200] [--products 0] [--authors 20] [--venues 2000] [--exhibitors 1500] [--batch 1000] [--database file.db] [--demo]');
    return;
  }
  configureEnvironment(options);
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({ appDir: APP_DIR, distDir: path.join(APP_DIR, 'dist') }).load();
  strapi.log.level = 'warn';
  console.log(`Seeding into ${describeDatabase(strapi)}`);
  const started = Date.now();
  try {
    const results = await seedAll(strapi, options);
    summarise(results, Date.now() - started);
  } finally {
    await strapi.destroy();
  }
}

function describeDatabase(strapi) {
  const { client, displayName, schema } = strapi.db.getInfo();
  return [client, client === 'sqlite' ? path.resolve(displayName) : displayName, schema].filter(Boolean).join(' ');
}

function summarise(results, ms) {
  const rows = results.reduce((sum, r) => sum + r.rows, 0);
  const documents = results.reduce((sum, r) => sum + r.documents, 0);
  const seconds = ms / 1000;
  console.log(`Done: ${documents.toLocaleString('en')} documents, ${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s)`);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
