'use client';

import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { FormValues } from '@/components/forms/types';
import { LATER_ATTRIBUTE } from './early-clicks';

/**
 * What such an island is given besides its own props: the id its fields' ids start with, so its
 * markup is the same from the server and in the browser, and the values a form in it starts with.
 */
export type DeferredIslandProps = { id?: string; initialValues?: FormValues };

/** Keeps the server's markup as it is: React neither hydrates nor touches what is inside. */
const SERVER_MARKUP = { __html: '' };
/** Marks the server's markup until the island is alive, for a tap before the page's code (early-clicks.ts). */
const later = { [LATER_ATTRIBUTE]: '' };

/**
 * The elements a place counts. Hidden fields are left out: the server's markup of a form with a
 * server action starts with React's own (the action's id and bound arguments), which the island's
 * markup in the browser does not have.
 */
const placed = (parent: Element) => [...parent.children].filter((child) => !(child instanceof HTMLInputElement && child.type === 'hidden'));

/** A control's place in the island: the index of each element on the way down to it. */
function placeOf(area: HTMLElement, control: Element): number[] {
  const place: number[] = [];
  for (let element = control; element !== area && element.parentElement; element = element.parentElement) {
    place.unshift(placed(element.parentElement).indexOf(element));
  }
  return place;
}

const controlAt = (area: HTMLElement, place: number[]) => place.reduce<Element | undefined>((element, index) => element && placed(element)[index], area);

/** The field that had the focus when the island came alive, and where its caret was. */
type Focus = { place: number[]; start: number | null; end: number | null };

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (element: Element | null | undefined): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
const caretOf = (field: Field) => (field instanceof HTMLSelectElement ? { start: null, end: null } : { start: field.selectionStart, end: field.selectionEnd });

/** What the server's markup holds when the island comes alive, for the island's own markup. */
type TakenOver = {
  /** Its form's values: a name sent more than once (a checkbox group) as a list. */
  typed: FormValues;
  focus: Focus | null;
  /** The files chosen in its file fields, which no value can carry. */
  files: { place: number[]; files: FileList }[];
};

function takeOver(area: HTMLElement): TakenOver {
  const form = area.querySelector('form') ?? area.closest('form');
  const typed: FormValues = {};
  if (form) {
    const data = new FormData(form);
    for (const name of new Set(data.keys())) {
      const values = data.getAll(name).filter((value): value is string => typeof value === 'string');
      if (values.length > 0) typed[name] = values.length === 1 ? values[0]! : values;
    }
  }
  const active = document.activeElement;
  const focus = isField(active) && area.contains(active) ? { place: placeOf(area, active), ...caretOf(active) } : null;
  const files = [...area.querySelectorAll<HTMLInputElement>('input[type="file"]')].flatMap((input) => (input.files?.length ? [{ place: placeOf(area, input), files: input.files }] : []));
  return { typed, focus, files };
}

/** Puts the chosen files, the focus and the caret back on the same controls of the island's own markup. */
function giveBack(area: HTMLElement, { focus, files }: TakenOver) {
  for (const chosen of files) {
    const input = controlAt(area, chosen.place);
    if (input instanceof HTMLInputElement && input.type === 'file') input.files = chosen.files;
  }
  if (!focus) return;
  const field = controlAt(area, focus.place);
  if (!isField(field)) return;
  field.focus();
  try {
    if (!(field instanceof HTMLSelectElement) && focus.start !== null && focus.end !== null) field.setSelectionRange(focus.start, focus.end);
  } catch {
    // An e-mail field has no caret to place.
  }
}

/** A click that sends a form: the held submit sends it once the code is there, not the click again. */
const sendsForm = (control: Element): control is HTMLButtonElement | HTMLInputElement =>
  (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.form !== null && (control.type === 'submit' || control.type === 'image');

/** A choice in a form (a checkbox, a select): what it chose comes over with the form's values, not by a click again. */
const choiceInForm = (control: Element) => isField(control) && control.form !== null;

/** Sends the island's form as a press of the button at `by` would (that button's name and value with it), or as Enter would. */
function sendAgain(area: HTMLElement, by: number[] | null) {
  const form = area.querySelector('form');
  if (!form) return;
  const button = by && controlAt(area, by);
  form.requestSubmit(button && sendsForm(button) && button.form === form ? button : undefined);
}

/** What starts an island's code loading besides its own use: its coming into sight, or the visitor's first touch, scroll or key on the page. */
export type IslandLoad = 'sight' | 'interaction';

/** The visitor's first touch, key or scroll on the page, which an island that loads on interaction waits for. */
export const FIRST_INTERACTION = ['pointerdown', 'keydown', 'scroll'] as const;
const PRESS_ENDS = ['pointerup', 'pointercancel'] as const;

/**
 * An island whose code loads when it comes into sight or into use, not with the page: a contact
 * form at the foot of a long page, the header's search field in its closed panel, or a button in
 * the footer or the phone's closed menu, costs the first load nothing. The server renders it whole
 * and in place, so it works without JavaScript (React sends a Suspense boundary this far down a
 * page out of order, hidden until a script moves it). The browser keeps that markup until the code
 * is there, then renders the island anew in its place, a form in it with what was typed and chosen
 * (the ticked boxes and chosen files too) and where the focus was. Nothing done meanwhile is lost: a
 * form sent waits for its code and is sent by it, as by the button pressed, and a click on a button,
 * or on a choice outside a form, is clicked again on the new one, a tap that came before the page's
 * code too (early-clicks.ts). Where there is no server markup (a page reached by a link in the
 * site), it renders at once.
 *
 * `onServer` is the island itself on the server and undefined in the browser, whose bundle leaves
 * the server's branch out: `typeof window === 'undefined' ? require(…).Form : undefined`.
 */
export function deferredIsland<Props extends object>(
  load: () => Promise<ComponentType<Props & DeferredIslandProps>>,
  onServer: ComponentType<Props & DeferredIslandProps> | undefined,
  {
    className,
    loadsOn = 'sight',
  }: {
    /** The classes of the element around it (a flex item's, where the island is one). */
    className?: string;
    /**
     * `interaction` for forms at the top of a page only a signed-in member sees, whose code would
     * otherwise come with the first load: it comes once the visitor does anything on the page.
     */
    loadsOn?: IslandLoad;
  } = {},
) {
  function IslandOnServer(props: Props) {
    const id = useId();
    const Island = onServer!;
    return (
      <div id={id} className={className} {...later}>
        <Island {...props} id={id} />
      </div>
    );
  }

  const Rendered = lazy(() => load().then((Island) => ({ default: Island })));

  function IslandInBrowser(props: Props) {
    const id = useId();
    // The server's markup under this id is there while the page hydrates, and only then.
    const [fromServer] = useState(() => document.getElementById(id) !== null);
    if (!fromServer) {
      return (
        <div id={id} className={className}>
          <Suspense>
            <Rendered {...props} id={id} />
          </Suspense>
        </div>
      );
    }
    return <LaterIsland id={id} props={props} />;
  }

  // Until it is alive it shows the markup the server rendered with these props; another page's island
  // is another instance (Next mounts a page anew for another address).
  function LaterIsland({ id, props }: { id: string; props: Props }) {
    const area = useRef<HTMLDivElement>(null);
    const [alive, setAlive] = useState<({ Island: ComponentType<Props & DeferredIslandProps> } & TakenOver) | null>(null);
    // A form sent before its code was there, sent again once it is, by the same button (the place of
    // the one pressed: a vacancy's "fill" and "withdraw" send one form); a control clicked, clicked again.
    const held = useRef<{ by: number[] | null } | null>(null);
    const clicked = useRef<number[] | null>(null);

    useEffect(() => {
      if (alive) return;
      const container = area.current!;
      let started = false;
      // The plain form's own send, after its code failed to come, is let through.
      let passing = false;
      // A press on the markup that has begun and not yet ended in its click. Swapped in between, the
      // press would end on the new markup and its click on neither, so the swap waits for the click.
      let pressing = false;
      let afterPress: (() => void) | null = null;
      const press = () => {
        pressing = true;
      };
      // After the click, which the browser sends in the same task as the pointer's release; a
      // release elsewhere on the page, of a press that did not begin here, has nothing to wait for.
      const release = () => {
        if (!pressing) return;
        setTimeout(() => {
          pressing = false;
          afterPress?.();
          afterPress = null;
        });
      };
      const start = () => {
        if (started) return;
        started = true;
        void load().then(
          (Island) => {
            // What was typed is read and the form swapped in one step: no keystroke falls between.
            const swap = () => flushSync(() => setAlive({ Island, ...takeOver(container) }));
            if (pressing) afterPress = swap;
            else swap();
          },
          () => {
            // No code (offline, or a newer build of the site): the markup stays a plain form, tried
            // again on the next use, and a form held meanwhile is sent as a plain form would be. A
            // click is not kept for later: the next use may come long after.
            started = false;
            clicked.current = null;
            if (held.current) {
              const { by } = held.current;
              held.current = null;
              passing = true;
              sendAgain(container, by);
              passing = false;
            }
          },
        );
      };
      const hold = (event: SubmitEvent) => {
        if (passing) return;
        event.preventDefault();
        held.current = { by: event.submitter ? placeOf(container, event.submitter) : null };
        start();
      };
      const remember = (event: MouseEvent) => {
        const control = event.target instanceof Element ? event.target.closest('button, input, select, [role="button"]') : null;
        if (!control || !container.contains(control)) return;
        if (!sendsForm(control) && !choiceInForm(control)) clicked.current = placeOf(container, control);
        start();
      };
      const sight =
        loadsOn === 'sight'
          ? new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting)) start();
            })
          : null;
      sight?.observe(container);
      if (loadsOn === 'interaction') for (const type of FIRST_INTERACTION) addEventListener(type, start, { capture: true, passive: true });
      container.addEventListener('focusin', start);
      container.addEventListener('pointerover', start);
      container.addEventListener('pointerdown', press);
      for (const type of PRESS_ENDS) addEventListener(type, release, { capture: true });
      container.addEventListener('submit', hold);
      container.addEventListener('click', remember);
      return () => {
        sight?.disconnect();
        for (const type of FIRST_INTERACTION) removeEventListener(type, start, { capture: true });
        container.removeEventListener('focusin', start);
        container.removeEventListener('pointerover', start);
        container.removeEventListener('pointerdown', press);
        for (const type of PRESS_ENDS) removeEventListener(type, release, { capture: true });
        container.removeEventListener('submit', hold);
        container.removeEventListener('click', remember);
      };
    }, [alive]);

    useLayoutEffect(() => {
      if (alive) giveBack(area.current!, alive);
    }, [alive]);

    // After the island's own effects, which ready a form for a submit (the captcha's answer on the way).
    useEffect(() => {
      if (!alive) return;
      const control = clicked.current && controlAt(area.current!, clicked.current);
      clicked.current = null;
      if (control instanceof HTMLElement) control.click();
      if (!held.current) return;
      const { by } = held.current;
      held.current = null;
      sendAgain(area.current!, by);
    }, [alive]);

    if (!alive) return <div key="server" id={id} ref={area} className={className} {...later} dangerouslySetInnerHTML={SERVER_MARKUP} suppressHydrationWarning />;
    return (
      <div key="alive" id={id} ref={area} className={className}>
        <alive.Island {...props} id={id} initialValues={alive.typed} />
      </div>
    );
  }

  return onServer ? IslandOnServer : IslandInBrowser;
}
