'use client';

import { useEffect, useRef, useState } from 'react';
import { localeTags, type Locale } from '@standplaats/shared';

export type LiveWireItem = { id: string; text: string; url: string | null; date: string };

type Props = {
  /** The server-rendered items, newest first. */
  initialItems: LiveWireItem[];
  locale: Locale;
  /** The polling URL; `after` is added to it. */
  endpoint: string;
  labels: {
    /** Announced when items arrive; `{count}` is replaced by their number. */
    newItems: string;
    live: string;
    paused: string;
    empty?: string;
  };
  intervalMs?: number;
};

const isItem = (value: unknown): value is LiveWireItem => {
  const item = value as Partial<Record<keyof LiveWireItem, unknown>> | null;
  return (
    typeof item === 'object' && item !== null &&
    typeof item.id === 'string' && typeof item.text === 'string' &&
    (typeof item.url === 'string' || item.url === null) &&
    typeof item.date === 'string' && !Number.isNaN(Date.parse(item.date))
  );
};

const itemsOf = (body: unknown): LiveWireItem[] => {
  const items = (body as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items.filter(isItem) : [];
};

/**
 * The news wire, polled while the tab is visible: new items go on top and are announced politely.
 * Failed polls are dropped; the next tick tries again.
 */
export function LiveWire({ initialItems, locale, endpoint, labels, intervalMs = 15_000 }: Props) {
  const [items, setItems] = useState(initialItems);
  const [live, setLive] = useState(true);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const { newItems } = labels;
  const known = useRef(new Set(initialItems.map((item) => item.id)));
  const newest = useRef(initialItems[0]?.date);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;

    const receive = (incoming: LiveWireItem[]) => {
      const fresh: LiveWireItem[] = [];
      for (const item of incoming) {
        if (known.current.has(item.id)) continue;
        known.current.add(item.id);
        fresh.push(item);
        if (!newest.current || Date.parse(item.date) > Date.parse(newest.current)) newest.current = item.date;
      }
      if (fresh.length === 0) return;
      setItems((current) => [...fresh, ...current]);
      setAnnouncement((previous) => ({ text: newItems.replace('{count}', String(fresh.length)), count: previous.count + 1 }));
    };
    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') timer = setTimeout(() => void poll(), intervalMs);
    };
    const poll = async () => {
      clearTimeout(timer);
      const mine = new AbortController();
      inFlight?.abort();
      inFlight = mine;
      try {
        const url = new URL(endpoint, window.location.href);
        if (newest.current) url.searchParams.set('after', newest.current);
        const response = await fetch(url, { signal: mine.signal, cache: 'no-store' });
        if (response.ok) receive(itemsOf(await response.json()));
      } catch {
        // Offline, aborted or not JSON: the next tick tries again.
      }
      if (inFlight !== mine) return;
      inFlight = undefined;
      schedule();
    };
    const onVisibilityChange = () => {
      const visible = document.visibilityState === 'visible';
      setLive(visible);
      if (visible) void poll();
      else {
        clearTimeout(timer);
        inFlight?.abort();
      }
    };

    setLive(document.visibilityState === 'visible');
    schedule();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      clearTimeout(timer);
      inFlight?.abort();
      inFlight = undefined;
    };
  }, [endpoint, intervalMs, newItems]);

  const format = new Intl.DateTimeFormat(localeTags[locale], {
    hour: '2-digit',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/Amsterdam',
  });

  return (
    <div>
      <p className="mb-3 flex items-center gap-2 text-sm text-cool-600 dark:text-cool-300">
        <span aria-hidden="true" className={`size-2 rounded-full ${live ? 'bg-primary motion-safe:animate-pulse' : 'bg-cool-400'}`} />
        {live ? labels.live : labels.paused}
      </p>
      <p aria-live="polite" className="sr-only">
        {/* A new node each time, so the same text twice is announced twice. */}
        <span key={announcement.count}>{announcement.text}</span>
      </p>
      {items.length === 0 && labels.empty && <p>{labels.empty}</p>}
      <ul className="divide-y divide-cool-200 dark:divide-cool-700">
        {items.map((item) => (
          <li key={item.id} className="py-3">
            {/* Server and browser may format a date slightly differently (ICU versions). */}
            <time dateTime={item.date} suppressHydrationWarning className="mr-3 text-sm text-cool-600 tabular-nums dark:text-cool-300">
              {format.format(new Date(item.date))}
            </time>
            {item.url ? <a href={item.url}>{item.text}</a> : item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
