import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '@standplaats/shared';
import { createQueue } from './queue';

const event = (n: number): AnalyticsEvent => ({ name: 'Pageview', url: `https://standplaats.nl/${n}`, ts: n });
const batches = (send: ReturnType<typeof vi.fn>) => send.mock.calls.map(([body]) => JSON.parse(body as string).data);

describe('the queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is emptied before a send, so a send that throws loses nothing twice and breaks nothing', () => {
    const send = vi.fn(() => {
      expect(queue.size).toBe(0);
      throw new Error('offline');
    });
    const queue = createQueue(send, () => 'cookie', 1000);
    queue.push(event(1));
    queue.push(event(2));
    expect(() => queue.flush()).not.toThrow();
    expect(batches(send)).toEqual([{ events: [event(1), event(2)], session: 'cookie' }]);
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends on a timer what may wait, in one batch', () => {
    const send = vi.fn();
    const queue = createQueue(send, () => 'cookie', 1000);
    queue.push(event(1));
    queue.later();
    queue.push(event(2));
    queue.later();
    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(batches(send)).toEqual([{ events: [event(1), event(2)], session: 'cookie' }]);
  });

  it('sends at once on flush and cancels the timer; beacon passes through', () => {
    const send = vi.fn();
    const queue = createQueue(send, () => 'cookie', 1000);
    queue.push(event(1));
    queue.later();
    queue.flush(true);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toBe(true);
  });

  it('splits a long queue into batches of at most 50 events', () => {
    const send = vi.fn();
    const queue = createQueue(send, () => 'cookie', 1000);
    for (let n = 0; n < 120; n++) queue.push(event(n));
    queue.flush();
    expect(batches(send).map((batch) => batch.events.length)).toEqual([50, 50, 20]);
  });

  it('sends nothing when empty', () => {
    const send = vi.fn();
    createQueue(send, () => 'cookie', 1000).flush();
    expect(send).not.toHaveBeenCalled();
  });
});
