'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import type { FormValues } from '@/components/forms/types';

type Suggestion = { href: string; type: string; title: { text: string; match: boolean }[] };
type Props = {
  /** What the field's and the list's ids start with. */
  id?: string;
  /** What was typed before the field came alive (`q`). */
  initialValues?: FormValues;
  locale: string;
  label: string;
  placeholder: string;
  listLabel: string;
  typeLabels: Record<string, string>;
  counts: string[];
};

const DEBOUNCE_MS = 200;
const MIN_LENGTH = 2;

/**
 * The search field as an ARIA 1.2 combobox: suggestions after a pause in typing, arrow keys to
 * move, Enter to open one (or search, when none is chosen), Escape to close, a live region that
 * says how many there are. Without JavaScript it is a plain field of the GET form around it.
 */
export function SearchCombobox({ id: givenId, initialValues, locale, label, placeholder, listLabel, typeLabels, counts }: Props) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const router = useRouter();
  const [value, setValue] = useState(typeof initialValues?.q === 'string' ? initialValues.q : '');
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState('');
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    const q = value.trim();
    if (q.length < MIN_LENGTH) {
      setItems([]);
      setOpen(false);
      return;
    }
    const suggest = async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`/api/search/suggest?${new URLSearchParams({ q: value, locale })}`, { signal: controller.signal });
        // Past the search limit: no suggestions for a minute, and the live region says why.
        if (response.status === 429) {
          setItems([]);
          setOpen(false);
          setMessage(((await response.json()) as { message?: string }).message ?? '');
        }
        if (!response.ok) return;
        const found = ((await response.json()) as { items: Suggestion[] }).items;
        setItems(found);
        setActive(-1);
        setOpen(found.length > 0);
        setMessage(counts[Math.min(found.length, counts.length - 1)] ?? '');
      } catch {
        // A newer keystroke aborted this request, or the network failed: the form still works.
      }
    };
    const timer = setTimeout(() => void suggest(), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, locale, counts]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? items.length - 1 : (current + step + items.length) % items.length));
    } else if (event.key === 'Enter' && open && active >= 0 && items[active]) {
      event.preventDefault();
      const { href } = items[active];
      close();
      router.push(href);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else setValue('');
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={`${id}-q`} className="sr-only">
        {label}
      </label>
      <input
        id={`${id}-q`}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={200}
        placeholder={placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
        onFocus={() => items.length > 0 && setOpen(true)}
        className="min-h-11 w-full rounded border border-cool-500 bg-white px-3 text-base text-cool-900 dark:bg-cool-800 dark:text-cool-100"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open}
        className="absolute inset-x-0 z-30 mt-1 rounded border border-cool-200 bg-white p-1 shadow-lg dark:border-cool-700 dark:bg-cool-800"
      >
        {items.map((item, index) => (
          <li
            key={item.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              close();
              router.push(item.href);
            }}
            className={`cursor-pointer rounded px-3 py-2 ${index === active ? 'bg-main-100 dark:bg-cool-700' : ''}`}
          >
            <span className="block text-xs font-semibold uppercase text-cool-700 dark:text-cool-300">{typeLabels[item.type] ?? item.type}</span>
            <span className="block">
              {item.title.map((segment, i) => (segment.match ? <mark key={i} className="bg-main-200 text-inherit dark:text-cool-900">{segment.text}</mark> : segment.text))}
            </span>
          </li>
        ))}
      </ul>
      {/* A live region without the status role: pages keep `status` for their own messages. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {open || message ? message : ''}
      </div>
    </div>
  );
}
