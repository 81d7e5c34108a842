// What the registration endpoints answer, shaped from what the database gives.

/** An event as the database and the document service give it (dates as Date or ISO text). */
export type EventRow = { documentId: string; locale?: string | null; title?: string | null; slug?: string | null; startsAt?: unknown; endsAt?: unknown; city?: string | null; venueName?: string | null };
export type EventFacts = EventRow & { registrationOpen?: boolean | null; capacity?: number | null; eventStatus?: string | null };

export type EventRef = { documentId: string; locale: string; title: string; slug: string; startsAt: string; endsAt: string; city: string | null; venueName: string | null };

export type Places = { event: string; open: boolean; capacity: number | null; taken: number; left: number | null };

export type RegistrationView = {
  documentId: string;
  status: 'registered' | 'cancelled';
  name: string;
  company: string | null;
  jobTitle: string | null;
  dietaryWishes: string | null;
  createdAt: string;
  cancelledAt: string | null;
  event: EventRef | null;
};

export type RegistrationRow = { documentId: string; status?: string | null; name?: string | null; company?: string | null; jobTitle?: string | null; dietaryWishes?: string | null; createdAt?: unknown; cancelledAt?: unknown; event?: EventRow | null };

export const iso = (value: unknown) => (typeof value === 'string' || value instanceof Date ? new Date(value).toISOString() : null);

export const toEventRef = (event: EventRow | null | undefined): EventRef | null =>
  event?.documentId
    ? {
        documentId: event.documentId,
        locale: event.locale ?? 'nl',
        title: event.title ?? '',
        slug: event.slug ?? '',
        startsAt: iso(event.startsAt) ?? '',
        endsAt: iso(event.endsAt) ?? '',
        city: event.city ?? null,
        venueName: event.venueName ?? null,
      }
    : null;

/** What a member sees of a registration: no ids of rows or people. */
export const toView = (row: RegistrationRow): RegistrationView => ({
  documentId: row.documentId,
  status: row.status === 'cancelled' ? 'cancelled' : 'registered',
  name: row.name ?? '',
  company: row.company ?? null,
  jobTitle: row.jobTitle ?? null,
  dietaryWishes: row.dietaryWishes ?? null,
  createdAt: iso(row.createdAt) ?? '',
  cancelledAt: iso(row.cancelledAt),
  event: toEventRef(row.event),
});
