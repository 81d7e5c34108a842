import { factories, type Utils } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { EVENT_NAMES, isEventName } from '../event-names';

const UID = 'api::analytics-event.analytics-event';

export type AnalyticsInput = { name: string; url?: string | null; session?: string | null; data?: Utils.JSONObject | null };

export type AnalyticsService = {
  /** Stores one event, stamped now; an unknown event name is a ValidationError. */
  record(input: AnalyticsInput): Promise<{ id: number; documentId: string }>;
};

export default factories.createCoreService(UID, ({ strapi }) => ({
  async record({ name, url, session, data }: AnalyticsInput) {
    if (!isEventName(name)) throw new errors.ValidationError(`Unknown event name; expected one of ${EVENT_NAMES.join(', ')}`);
    return strapi.documents(UID).create({ data: { name, url: url ?? undefined, session: session ?? undefined, data: data ?? undefined, occurredAt: new Date().toISOString() } });
  },
}));
