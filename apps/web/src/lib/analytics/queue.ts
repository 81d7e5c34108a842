import { MAX_EVENTS_PER_BATCH, type AnalyticsEvent } from '@standplaats/shared';

/** How a batch leaves: `beacon` when the page is going away (sendBeacon survives it). */
export type Send = (body: string, beacon: boolean) => void;

/**
 * The spec's queue: events wait in it, and it is emptied before each send, so an event is sent
 * once whatever the send does. `flush()` sends now; `later()` on a timer, batching what comes in
 * meanwhile. A failing send is swallowed: tracking never disturbs the page.
 */
export function createQueue(send: Send, session: () => string, delay: number) {
  let events: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(beacon = false) {
    clearTimeout(timer);
    timer = undefined;
    const batch = events;
    events = [];
    for (let at = 0; at < batch.length; at += MAX_EVENTS_PER_BATCH) {
      try {
        send(JSON.stringify({ data: { events: batch.slice(at, at + MAX_EVENTS_PER_BATCH), session: session() } }), beacon);
      } catch {
        // Swallowed on purpose (spec §8).
      }
    }
  }

  return {
    push(event: AnalyticsEvent) {
      events.push(event);
    },
    flush,
    /** Takes back the waiting events that match (a view the page turned out not to be). */
    drop(match: (event: AnalyticsEvent) => boolean) {
      events = events.filter((event) => !match(event));
    },
    later() {
      timer ??= setTimeout(flush, delay);
    },
    get size() {
      return events.length;
    },
  };
}
