/**
 * The analytics contract between the browser's tracker, the site's `/api/statistics/` route and
 * the CMS's `/api/statistics` endpoint (spec §3, §4, §7, §9), and the figures the CMS returns to
 * the industry dashboard.
 */

/**
 * The fair planner's events, sent by the browser from the planner's page: `Favourite` when a
 * visitor saves an exhibitor as a favourite, `Route` for each exhibitor a planned route takes in
 * (one event per stop). Both carry `item: { type: 'exhibitor', id: <the entry's documentId> }`;
 * the industry dashboard counts them per exhibitor entry, beside the entry's views.
 */
export const plannerEventNames = ['Favourite', 'Route'] as const;

/** The spec's analytics event names, word for word, and the planner's. */
export const analyticsEventNames = [
  'Pageview',
  'Marketing',
  'Lead',
  'session start',
  'session stop',
  'session pause',
  'session resume',
  'user sign up',
  'sign in',
  'sign out',
  'auth fail',
  'forgot password',
  'update password',
  'email link',
  ...plannerEventNames,
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];
export const isAnalyticsEventName = (name: unknown): name is AnalyticsEventName => (analyticsEventNames as readonly unknown[]).includes(name);

/**
 * Content whose views are counted per item: detail pages send their type and documentId. An
 * `exhibitor` is a company's entry at a fair, viewed as its stand on the fair's plan
 * (`/kalender/{slug}/plattegrond?stand=…`).
 */
export const trackedItemTypes = ['article', 'event', 'vacancy', 'company', 'product', 'venue', 'exhibitor'] as const;
export type TrackedItemType = (typeof trackedItemTypes)[number];

/** What a `Lead` was. */
export const leadKinds = ['newsletter', 'registration', 'order', 'apply', 'contact'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** Device classes the site derives from the user agent; the user agent itself is never stored. */
export const deviceClasses = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The session cookie (spec §9): base64 of JSON `{id, iat, exp}`, iat and exp in ms, path `/`. */
export const SESSION_COOKIE = 'session';
export const SESSION_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
export type SessionRecord = { id: string; iat: number; exp: number };
/** Session polling starts this long after the app starts (spec §4). */
export const SESSION_POLL_DELAY_MS = 5000;

/** Limits of one batch, checked by the site and again by the CMS. */
export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_BATCH_BYTES = 32 * 1024;
export const MAX_URL_LENGTH = 2048;

/** One event as the browser sends it. */
export type AnalyticsEvent = {
  name: AnalyticsEventName;
  /** The site origin plus the full path of the page the event happened on. */
  url: string;
  /** When it happened, ms since the epoch, from the browser's clock. */
  ts: number;
  /** `document.referrer` on a Pageview; the CMS keeps only its host. */
  referrer?: string;
  /** The content a Pageview, Marketing or Lead belongs to. */
  item?: { type: TrackedItemType; id: string };
  /** Marketing: the outbound URL that was clicked. */
  target?: string;
  /** Lead: what kind of lead. */
  lead?: LeadKind;
};

/** `POST /api/statistics/` body, browser to site (spec §7). `session` is the cookie's value. */
export type AnalyticsBatch = { data: { events: AnalyticsEvent[]; session: string } };

/**
 * The site's call to the CMS (site-only, with the site's secret): the browser's events, the
 * session id taken from the cookie (not the whole cookie), and the device class the site derived.
 */
export type CollectedBatch = { data: { events: AnalyticsEvent[]; session: string; device: DeviceClass } };

/** Daily counts, the unit of every rollup and chart. */
export type DailyFigures = { date: string; views: number; sessions: number; leads: number; clicks: number };

/** A company's entry at a fair, with how often it was viewed, saved as a favourite and put in a planned route. */
export type ExhibitorFigures = {
  id: string;
  event: { documentId: string; title: string; startsAt: string };
  hall: string;
  stand: string;
  views: number;
  favourites: number;
  routes: number;
};
export type Totals = Omit<DailyFigures, 'date'>;
export type Period = { from: string; to: string };

/** `GET /api/statistics/companies/:documentId?from=YYYY-MM-DD&to=YYYY-MM-DD` (a member of the company). */
export type CompanyFigures = {
  company: { documentId: string; name: string };
  period: Period;
  previous: Period;
  totals: Totals;
  previousTotals: Totals;
  daily: DailyFigures[];
  items: Array<{ type: TrackedItemType; id: string; title: string } & Totals>;
  referrers: Array<{ host: string; views: number }>;
  /** Its entries at fairs in the period or still to come, soonest first. */
  exhibitors: ExhibitorFigures[];
};

/** `GET /api/statistics/site?from&to` (an editor). */
export type SiteFigures = {
  period: Period;
  previous: Period;
  totals: Totals;
  previousTotals: Totals;
  daily: DailyFigures[];
  pages: Array<{ path: string; views: number; sessions: number }>;
  items: Array<{ type: TrackedItemType; id: string; title: string } & Totals>;
  devices: Array<{ device: DeviceClass; sessions: number }>;
  referrers: Array<{ host: string; views: number }>;
  searchesWithoutResults: Array<{ query: string; count: number }>;
};
