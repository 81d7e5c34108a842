import { factories, type Utils } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { analyticsStore, dayOf } from '../../../analytics';
import { analyticsEventNames, isAnalyticsEventName, type TrackedItemType } from '@standplaats/shared';

const UID = 'api::analytics-event.analytics-event';

export type AnalyticsInput = {
  name: string;
  url?: string | null;
  session?: string | null;
  data?: Utils.JSONObject | null;
  /** The path of the site's page it happened on. */
  path?: string | null;
  /** The content it belongs to (a partner link's company, ...). */
  item?: { type: TrackedItemType; id: string } | null;
};

export type AnalyticsService = {
  /** Stores one event, stamped now, through the analytics store; resolves once it is written. An unknown event name is a ValidationError. */
  record(input: AnalyticsInput): Promise<void>;
};

/** The spec's session cookie is base64 of JSON `{id, iat, exp}`: only its id is kept. */
export function sessionIdOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const { id } = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { id?: unknown };
    if (typeof id === 'string' && /^[A-Za-z0-9_.:-]{1,128}$/.test(id)) return id;
  } catch {
    // Not a cookie value: an id already.
  }
  return value.slice(0, 200);
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  async record({ name, url, session, data, path, item }: AnalyticsInput) {
    if (!isAnalyticsEventName(name)) throw new errors.ValidationError(`Unknown event name; expected one of ${analyticsEventNames.join(', ')}`);
    const occurredAt = new Date();
    const store = analyticsStore(strapi);
    const stored = store.record([
      {
        name,
        occurredAt,
        day: dayOf(occurredAt),
        session: sessionIdOf(session),
        device: null,
        path: path ?? null,
        url: url ?? null,
        referrerHost: null,
        itemType: item?.type ?? null,
        itemId: item?.id ?? null,
        lead: null,
        data: (data as Record<string, string | number | boolean | null> | null) ?? null,
      },
    ]);
    // The server's own events are few and their callers wait (a tracked link's redirect): written
    // now rather than at the next tick.
    await store.flush();
    await stored;
  },
}));
