// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStrings } from '@standplaats/validation';
import { CheckboxField, CheckboxGroup, SubmitButton } from '@/components/forms/fields.client';
import { Form } from '@/components/forms/form.client';
import { ObserverStandIn } from '@/components/forms/observer-stand-in.test-support';
import type { FormSpec, FormValues } from '@/components/forms/types';
import { deferredIsland, type IslandLoad } from './deferred-island.client';

/** A form as the server renders it and as the browser brings it to life: a controlled field, and what it sends. */
function NoteForm({ id, initialValues, onSend }: { id?: string; initialValues?: FormValues; onSend: (note: string) => void }) {
  const [note, setNote] = useState(typeof initialValues?.note === 'string' ? initialValues.note : '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(note);
      }}
    >
      <label htmlFor={`${id}-note`}>Notitie</label>
      <input id={`${id}-note`} name="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="submit">Versturen</button>
    </form>
  );
}

/** One form with two buttons that each send it, as a vacancy's "fill" and "withdraw" do: what it sends is the pressed one's value. */
function ChangeForm({ onChange }: { onChange: (change: FormDataEntryValue | null) => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChange(new FormData(event.currentTarget, event.nativeEvent.submitter).get('wijziging'));
      }}
    >
      <button type="submit" name="wijziging" value="filled">
        Markeren als vervuld
      </button>
      <button type="submit" name="wijziging" value="withdrawn">
        Intrekken
      </button>
    </form>
  );
}

/** The hidden fields React's server markup puts first in a form whose action is a server action, and the browser's render does not. */
function withActionFields(container: HTMLElement) {
  for (const name of ['$ACTION_KEY', '$ACTION_1:0', '$ACTION_REF_1']) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    container.querySelector('form')!.prepend(field);
  }
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  cleanup();
  vi.unstubAllGlobals();
});

/** A button island: what its click does. */
function Bell({ onRing }: { onRing: () => void }) {
  return (
    <p>
      <button type="button" onClick={onRing}>
        Aanzetten
      </button>
    </p>
  );
}

/** A form of the site's own with choices: a checkbox group, one checkbox, and a file. */
const choicesSpec: FormSpec = {
  lists: { rules: 'required', kind: 'list', label: 'Nieuwsbrieven' },
  terms: { rules: 'accepted', kind: 'checkbox', label: 'Akkoord' },
};
function ChoicesForm({ id, initialValues, onSend }: { id?: string; initialValues?: FormValues; onSend: (values: FormValues, image: FormDataEntryValue | null) => void }) {
  return (
    <Form id={id} spec={choicesSpec} locale="nl" strings={uiStrings.nl} initialValues={initialValues} onSubmit={(data, values) => onSend(values, data.get('image'))}>
      <CheckboxGroup name="lists" options={['expovisie', 'vacatures', 'evenementen'].map((value) => ({ value, label: value }))} />
      <CheckboxField name="terms" />
      <label>
        Afbeelding
        <input type="file" name="image" />
      </label>
      <SubmitButton>Opslaan</SubmitButton>
    </Form>
  );
}

/**
 * The island as the server sent it, hydrated: its code is asked for through `load`, which the test
 * lets arrive or fail. `serverSent` changes the server's markup as a server action's form has it.
 */
async function hydratedIsland<Props extends object>(Island: ComponentType<Props>, props: Props, loadsOn?: IslandLoad, serverSent?: (container: HTMLElement) => void) {
  vi.stubGlobal('IntersectionObserver', ObserverStandIn);
  let arrive = () => {};
  let fail = () => {};
  const code = new Promise<ComponentType<Props>>((resolve, reject) => {
    arrive = () => resolve(Island);
    fail = () => reject(new Error('ChunkLoadError'));
  });
  const load = vi.fn(() => code);
  const OnServer = deferredIsland(load, Island, { loadsOn });
  const InBrowser = deferredIsland(load, undefined, { loadsOn });
  const container = document.createElement('main');
  container.innerHTML = renderToString(<OnServer {...props} />);
  serverSent?.(container);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <InBrowser {...props} />);
  });
  return { container, load, arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) };
}

/** The form as the server sent it, hydrated, with its field. */
async function hydratedPage(onSend: (note: string) => void) {
  const page = await hydratedIsland(NoteForm, { onSend });
  return { ...page, serverField: page.container.querySelector('input')! };
}

describe('deferredIsland', () => {
  it('keeps the server’s markup, and asks for no code, until the form is in sight or in use', async () => {
    const page = await hydratedPage(() => {});
    expect(page.load).not.toHaveBeenCalled();
    expect(page.container.querySelector('input')).toBe(page.serverField);
    act(() => ObserverStandIn.current!.comeIntoSight());
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  it('comes alive with what was typed into the server’s field, and the focus and caret where they were', async () => {
    const page = await hydratedPage(() => {});
    page.serverField.value = 'Stand 8.B12 bezoeken';
    page.serverField.focus();
    page.serverField.setSelectionRange(6, 6);
    expect(page.load).toHaveBeenCalledTimes(1);
    await page.arrive();

    const field = page.container.querySelector('input')!;
    expect(field).not.toBe(page.serverField);
    expect(field.value).toBe('Stand 8.B12 bezoeken');
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(6);
    // The server's form is gone, not kept beside the new one.
    expect(page.container.querySelectorAll('form')).toHaveLength(1);
  });

  it('holds a form sent before its code arrived, and sends it once, when the code is there', async () => {
    const sent = vi.fn();
    const page = await hydratedPage(sent);
    page.serverField.value = 'Vroeg verstuurd';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    page.container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).not.toHaveBeenCalled();

    await page.arrive();
    await waitFor(() => expect(sent).toHaveBeenCalledWith('Vroeg verstuurd'));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('sends a held form as a plain form, by the button pressed, when its code does not come, and asks again on the next use', async () => {
    const page = await hydratedIsland(ChangeForm, { onChange: () => {} });
    const serverForm = page.container.querySelector('form')!;
    const withdraw = page.container.querySelector<HTMLButtonElement>('button[value="withdrawn"]')!;
    serverForm.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: withdraw }));
    // What the browser does with a form sent again: posts it, unless a listener stops it.
    const sentAgain: { submitter: HTMLElement | null; stopped: boolean }[] = [];
    serverForm.addEventListener('submit', (event) => {
      sentAgain.push({ submitter: event.submitter, stopped: event.defaultPrevented });
      event.preventDefault();
    });
    await page.fail();
    expect(sentAgain).toEqual([{ submitter: withdraw, stopped: false }]);
    act(() => withdraw.focus());
    expect(page.load).toHaveBeenCalledTimes(2);
  });

  it('waits for a press that has begun as the code arrives to end in its click, and clicks it again on the new button', async () => {
    const rung = vi.fn();
    const page = await hydratedIsland(Bell, { onRing: rung }, 'interaction');
    const serverButton = page.container.querySelector('button')!;
    act(() => void serverButton.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(page.load).toHaveBeenCalledTimes(1);
    await page.arrive();
    // Not swapped under the finger: the press still ends on the button it began on.
    expect(page.container.querySelector('button')).toBe(serverButton);
    act(() => {
      serverButton.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      serverButton.click();
    });
    await waitFor(() => expect(rung).toHaveBeenCalledTimes(1));
    expect(page.container.querySelector('button')).not.toBe(serverButton);
  });

  it('sends a held form by the button that was pressed, with its name and value, once the code is there', async () => {
    const changed = vi.fn();
    const page = await hydratedIsland(ChangeForm, { onChange: changed }, 'sight', withActionFields);
    const withdraw = page.container.querySelector<HTMLButtonElement>('button[value="withdrawn"]')!;
    page.container.querySelector('form')!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: withdraw }));
    await page.arrive();
    await waitFor(() => expect(changed).toHaveBeenCalledWith('withdrawn'));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('clicks a button clicked before its code arrived once more, on the new button, once the code is there', async () => {
    const rung = vi.fn();
    const page = await hydratedIsland(Bell, { onRing: rung });
    const serverButton = page.container.querySelector('button')!;
    act(() => serverButton.click());
    expect(page.load).toHaveBeenCalledTimes(1);
    expect(rung).not.toHaveBeenCalled();

    await page.arrive();
    await waitFor(() => expect(rung).toHaveBeenCalledTimes(1));
    expect(page.container.querySelector('button')).not.toBe(serverButton);
  });

  it('does not keep a click whose code did not come for a later use', async () => {
    const rung = vi.fn();
    let attempt = 0;
    vi.stubGlobal('IntersectionObserver', ObserverStandIn);
    const load = vi.fn(() => (attempt++ === 0 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(Bell)));
    const OnServer = deferredIsland(load, Bell);
    const InBrowser = deferredIsland(load, undefined);
    const container = document.createElement('main');
    container.innerHTML = renderToString(<OnServer onRing={rung} />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <InBrowser onRing={rung} />);
    });
    await act(async () => container.querySelector('button')!.click());
    await act(async () => ObserverStandIn.current!.comeIntoSight());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(container.querySelector('button')?.textContent).toBe('Aanzetten'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rung).not.toHaveBeenCalled();
  });

  it('sends a form whose send button was clicked before its code arrived once, not again for the click', async () => {
    const sent = vi.fn();
    const page = await hydratedPage(sent);
    page.serverField.value = 'Met de knop';
    act(() => page.container.querySelector('button')!.click());

    await page.arrive();
    await waitFor(() => expect(sent).toHaveBeenCalledWith('Met de knop'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('comes alive with the boxes ticked and the file chosen in the server’s form, each ticked once', async () => {
    const sent = vi.fn();
    const page = await hydratedIsland(ChoicesForm, { onSend: sent });
    const box = (value: string) => page.container.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
    act(() => box('vacatures').click());
    act(() => box('evenementen').click());
    act(() => page.container.querySelector<HTMLInputElement>('input[name="terms"]')!.click());
    const chosen = new DataTransfer();
    chosen.items.add(new File(['png'], 'stand.png', { type: 'image/png' }));
    page.container.querySelector<HTMLInputElement>('input[type="file"]')!.files = chosen.files;
    const serverForm = page.container.querySelector('form');
    await page.arrive();

    expect(page.container.querySelector('form')).not.toBe(serverForm);
    expect(['expovisie', 'vacatures', 'evenementen'].map((value) => box(value).checked)).toEqual([false, true, true]);
    expect(page.container.querySelector<HTMLInputElement>('input[name="terms"]')!.checked).toBe(true);
    expect(page.container.querySelector<HTMLInputElement>('input[type="file"]')!.files?.[0]?.name).toBe('stand.png');
    await act(async () => page.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const [values, image] = sent.mock.calls[0]!;
    expect(values).toEqual({ lists: ['vacatures', 'evenementen'], terms: true });
    expect((image as File).name).toBe('stand.png');
  });

  it('keeps the focus on the box of a group that had it', async () => {
    const page = await hydratedIsland(ChoicesForm, { onSend: () => {} });
    act(() => page.container.querySelector<HTMLInputElement>('input[value="vacatures"]')!.focus());
    await page.arrive();
    expect(document.activeElement).toBe(page.container.querySelector('input[value="vacatures"]'));
  });

  it('with loadsOn interaction, asks for no code in sight, and for it at the visitor’s first scroll, touch or key on the page', async () => {
    for (const first of [new Event('scroll'), new PointerEvent('pointerdown', { bubbles: true }), new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })]) {
      const page = await hydratedIsland(NoteForm, { onSend: () => {} }, 'interaction');
      expect(ObserverStandIn.current?.observed ?? []).not.toContain(page.container.firstElementChild);
      expect(page.load).not.toHaveBeenCalled();
      act(() => void document.dispatchEvent(first));
      expect(page.load).toHaveBeenCalledTimes(1);
      act(() => root?.unmount());
      root = null;
      page.container.remove();
    }
  });

  it('renders the form at once where there is no server markup (a page reached by a link)', async () => {
    const InBrowser = deferredIsland(() => Promise.resolve(NoteForm), undefined);
    const view = render(<InBrowser onSend={() => {}} />);
    expect(await view.findByLabelText('Notitie')).toBeTruthy();
  });
});
