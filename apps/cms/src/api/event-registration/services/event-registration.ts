import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Locale } from '@standplaats/shared';
import { sendMail } from '../../../utils/mail';
import { lockRows } from '../../../utils/tables';
import { AlreadyRegisteredError, EventFullError, RegistrationClosedError } from '../errors';
import { registrationMail } from '../mails';
import type { RegisterBody } from '../validation/registration';
import { iso, toEventRef, toView, type EventFacts, type Places, type RegistrationView } from '../views';

const UID = 'api::event-registration.event-registration';
const EVENT = 'api::event.event';
const EVENT_FIELDS = ['documentId', 'title', 'slug', 'startsAt', 'endsAt', 'city', 'venueName', 'locale'] as const;

/** The signed-in member, as users-permissions puts them on the request. */
export type Member = { id: number; email: string };

export type RegistrationService = {
  /** Capacity and registrations taken of published events, for the site's lists. */
  places(eventIds: string[]): Promise<Places[]>;
  /** Registers the member; refuses a second registration, a full event and a closed one. */
  register(member: Member, body: RegisterBody): Promise<RegistrationView>;
  /** The member's registrations, the soonest event first. */
  mine(member: Member): Promise<RegistrationView[]>;
  /** Cancels one of the member's registrations; someone else's is not found. */
  cancel(member: Member, documentId: string): Promise<RegistrationView>;
  /** Deletes every registration of the member (a deleted account); the events' places free up. */
  forget(member: Member): Promise<void>;
};

const unknownEvent = () =>
  new errors.ValidationError('Unknown event', { errors: [{ path: ['event'], message: 'Unknown event', name: 'ValidationError' }] });

/** Open: the editors take registrations, the event is not cancelled and has not begun. */
const isOpen = (event: EventFacts, now = Date.now()) =>
  Boolean(event.registrationOpen) && event.eventStatus !== 'cancelled' && new Date(iso(event.startsAt) ?? 0).getTime() > now;

// Registrations link to the published event; reads of a type without drafts otherwise populate
// the draft side of a relation, which they do not link to.
const WITH_EVENT = { populate: { event: { fields: [...EVENT_FIELDS] } }, status: 'published' as const };

export default factories.createCoreService(UID, ({ strapi }) => {
  const events = () => strapi.db.query(EVENT);
  const registrations = () => strapi.db.query(UID);

  /** The published event in the member's language, else its Dutch version. */
  async function findEvent(documentId: string, locale: Locale): Promise<EventFacts | null> {
    const rows = (await events().findMany({
      where: { documentId, publishedAt: { $notNull: true }, locale: { $in: [locale, 'nl'] } },
    })) as EventFacts[];
    return rows.find((row) => row.locale === locale) ?? rows[0] ?? null;
  }

  /** Registrations that are not cancelled, of an event (and of one member). */
  const countActive = (eventId: string, userId?: number) =>
    registrations().count({
      where: { event: { documentId: eventId }, status: 'registered', ...(userId !== undefined && { user: { id: userId } }) },
    });

  return {
    async places(eventIds) {
      const rows = (await events().findMany({
        where: { documentId: { $in: eventIds }, publishedAt: { $notNull: true } },
      })) as EventFacts[];
      const byDocument = new Map(rows.map((row) => [row.documentId, row]));
      return Promise.all(
        [...byDocument.values()].map(async (event) => {
          const taken = await countActive(event.documentId);
          const capacity = event.capacity ?? null;
          return { event: event.documentId, open: isOpen(event), capacity, taken, left: capacity === null ? null : Math.max(capacity - taken, 0) };
        }),
      );
    },

    async register(member, { event: eventId, locale, ...details }) {
      const event = await findEvent(eventId, locale);
      if (!event) throw unknownEvent();
      if (!isOpen(event)) throw new RegistrationClosedError();

      const created = await strapi.db.transaction(async ({ trx }) => {
        // Two registrations for the last place (or two of one member) are counted one after the other.
        await lockRows(strapi, trx, EVENT, 'documentId', event.documentId);
        if ((await countActive(event.documentId, member.id)) > 0) throw new AlreadyRegisteredError();
        if (typeof event.capacity === 'number' && (await countActive(event.documentId)) >= event.capacity) throw new EventFullError();
        return strapi.documents(UID).create({
          data: {
            ...details,
            event: { documentId: event.documentId, locale: event.locale, status: 'published' },
            user: member.id,
            language: locale,
            status: 'registered',
          },
          ...WITH_EVENT,
        });
      });

      const { title, slug, startsAt, endsAt, venueName, city } = toEventRef(event)!;
      const place = [venueName, city].filter(Boolean).join(', ');
      await sendMail(strapi, member.email, locale, registrationMail(locale, { ...details, event: { title, slug, startsAt, endsAt, place } }));
      return toView(created);
    },

    async mine(member) {
      const rows = await strapi.documents(UID).findMany({ filters: { user: { id: member.id } }, ...WITH_EVENT, limit: 200 });
      const start = (row: RegistrationView) => row.event?.startsAt ?? '';
      return rows.map(toView).sort((a, b) => start(a).localeCompare(start(b)));
    },

    async forget(member) {
      // Through the document service, so the site hears that places came free; in batches until
      // none are left, however many the member had.
      for (;;) {
        const own = await strapi.documents(UID).findMany({ filters: { user: { id: member.id } }, fields: ['documentId'], limit: 100 });
        if (own.length === 0) return;
        for (const { documentId } of own) await strapi.documents(UID).delete({ documentId });
      }
    },

    async cancel(member, documentId) {
      const [own] = await strapi.documents(UID).findMany({ filters: { documentId, user: { id: member.id } }, fields: ['status'], limit: 1 });
      // Someone else's registration is answered as if it did not exist.
      if (!own) throw new errors.NotFoundError('No such registration');
      const done =
        own.status === 'cancelled'
          ? await strapi.documents(UID).findOne({ documentId, ...WITH_EVENT })
          : await strapi.documents(UID).update({ documentId, data: { status: 'cancelled', cancelledAt: new Date().toISOString() }, ...WITH_EVENT });
      if (!done) throw new errors.NotFoundError('No such registration');
      return toView(done);
    },
  };
});
