// @vitest-environment happy-dom
import { act, cleanup, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiStrings } from '@standplaats/validation';
import { CheckboxField } from '@/components/forms/fields.client';
import { Form } from '@/components/forms/form.client';
import { ObserverStandIn } from '@/components/forms/observer-stand-in.test-support';
import { deferredIsland, type DeferredIslandProps } from './deferred-island.client';
import { replayEarlyClick } from './early-clicks';
import { EARLY_CLICKS_SCRIPT } from './early-clicks-script';

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  globalThis.__earlyClick = undefined;
  // A new page's document, which React does not listen to yet (its marker stays on this one).
  for (const key of Object.keys(document)) if (key.startsWith('_reactListening')) delete (document as unknown as Record<string, unknown>)[key];
  cleanup();
  vi.unstubAllGlobals();
});

/** The page around everything, as the locale layout's Providers: once alive, it clicks a tap that came too early. */
function Alive({ children }: { children: ReactNode }) {
  useEffect(replayEarlyClick, []);
  return <>{children}</>;
}

/** A menu button that does nothing without code, a link, and a form with a send button. */
function Header({ onMenu, onSend }: { onMenu: () => void; onSend: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <header>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          onMenu();
        }}
      >
        Menu
      </button>
      <a href="#inhoud">Naar de inhoud</a>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <button type="submit">Zoeken</button>
      </form>
    </header>
  );
}

/** The page as the server sent it, with the inline script run as the document runs it; `hydrate` brings it to life. */
function serverPage(page: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  // The document's text, run as a browser runs an inline script.
  new Function(EARLY_CLICKS_SCRIPT)();
  return {
    container,
    hydrate: (inBrowser: ReactNode) =>
      act(async () => {
        root = hydrateRoot(container, inBrowser);
      }),
  };
}

const button = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;

describe('a tap before the page’s code', () => {
  it('is clicked once the page is alive, once, on the button tapped last', async () => {
    const menu = vi.fn();
    const page = serverPage(<Alive><Header onMenu={menu} onSend={() => {}} /></Alive>);
    button(page.container, 'Menu').click();
    button(page.container, 'Menu').click();
    expect(menu).not.toHaveBeenCalled();

    await page.hydrate(<Alive><Header onMenu={menu} onSend={() => {}} /></Alive>);
    expect(menu).toHaveBeenCalledTimes(1);
    expect(button(page.container, 'Menu').getAttribute('aria-expanded')).toBe('true');
  });

  it('is not remembered on a link or on a form’s send button, which work without code', async () => {
    const menu = vi.fn();
    const sent = vi.fn();
    const page = serverPage(<Alive><Header onMenu={menu} onSend={sent} /></Alive>);
    page.container.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    button(page.container, 'Menu').click();
    // The send button after the menu: the menu's tap is forgotten only if the send button's counted.
    button(page.container, 'Zoeken').click();
    page.container.querySelector('a')!.click();

    await page.hydrate(<Alive><Header onMenu={menu} onSend={sent} /></Alive>);
    expect(menu).toHaveBeenCalledTimes(1);
    expect(sent).not.toHaveBeenCalled();
  });

  it('is forgotten once the page is alive: a later click is React’s alone, once', async () => {
    const menu = vi.fn();
    const page = serverPage(<Alive><Header onMenu={menu} onSend={() => {}} /></Alive>);
    await page.hydrate(<Alive><Header onMenu={menu} onSend={() => {}} /></Alive>);
    act(() => button(page.container, 'Menu').click());
    expect(menu).toHaveBeenCalledTimes(1);
    expect(globalThis.__earlyClick).toEqual({ done: true, control: undefined });
  });

  it('on a deferred island’s markup is the island’s: clicked on its own button once its code is there, once', async () => {
    vi.stubGlobal('IntersectionObserver', ObserverStandIn);
    const rung = vi.fn();
    let arrive = () => {};
    const Bell = ({ onRing }: { onRing: () => void }) => (
      <button type="button" onClick={onRing}>
        Aanzetten
      </button>
    );
    const load = vi.fn(() => new Promise<typeof Bell>((resolve) => (arrive = () => resolve(Bell))));
    const OnServer = deferredIsland(load, Bell);
    const InBrowser = deferredIsland(load, undefined);
    const page = serverPage(<Alive><OnServer onRing={rung} /></Alive>);
    const serverButton = button(page.container, 'Aanzetten');
    serverButton.click();

    await page.hydrate(<Alive><InBrowser onRing={rung} /></Alive>);
    expect(load).toHaveBeenCalledTimes(1);
    expect(rung).not.toHaveBeenCalled();
    await act(async () => arrive());
    await waitFor(() => expect(rung).toHaveBeenCalledTimes(1));
    expect(button(page.container, 'Aanzetten')).not.toBe(serverButton);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rung).toHaveBeenCalledTimes(1);
  });

  it('on a choice in a deferred island’s markup is made again on the island’s own, which the new markup shows', async () => {
    vi.stubGlobal('IntersectionObserver', ObserverStandIn);
    const chosen = vi.fn();
    function Modes({ onChoose }: { onChoose: (mode: string) => void }) {
      const [mode, setMode] = useState('licht');
      return (
        <fieldset>
          {['licht', 'donker'].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="modus"
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  onChoose(value);
                }}
              />
              {value}
            </label>
          ))}
        </fieldset>
      );
    }
    let arrive = () => {};
    const load = vi.fn(() => new Promise<typeof Modes>((resolve) => (arrive = () => resolve(Modes))));
    const OnServer = deferredIsland(load, Modes);
    const InBrowser = deferredIsland(load, undefined);
    const page = serverPage(<Alive><OnServer onChoose={chosen} /></Alive>);
    page.container.querySelector<HTMLInputElement>('input[value="donker"]')!.click();

    await page.hydrate(<Alive><InBrowser onChoose={chosen} /></Alive>);
    await act(async () => arrive());
    await waitFor(() => expect(chosen).toHaveBeenCalledWith('donker'));
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(page.container.querySelector<HTMLInputElement>('input[value="donker"]')!.checked).toBe(true);
  });

  it('on a checkbox in a deferred form’s markup ticks it once: the tick comes over with the form’s values', async () => {
    vi.stubGlobal('IntersectionObserver', ObserverStandIn);
    function Terms({ id, initialValues }: DeferredIslandProps) {
      return (
        <Form id={id} initialValues={initialValues} spec={{ terms: { rules: 'accepted', kind: 'checkbox', label: 'Akkoord' } }} locale="nl" strings={uiStrings.nl} onSubmit={() => {}}>
          <CheckboxField name="terms" />
        </Form>
      );
    }
    let arrive = () => {};
    const load = vi.fn(() => new Promise<typeof Terms>((resolve) => (arrive = () => resolve(Terms))));
    const OnServer = deferredIsland(load, Terms);
    const InBrowser = deferredIsland(load, undefined);
    const page = serverPage(<Alive><OnServer /></Alive>);
    page.container.querySelector<HTMLInputElement>('input[name="terms"]')!.click();

    await page.hydrate(<Alive><InBrowser /></Alive>);
    act(() => ObserverStandIn.current!.comeIntoSight());
    await act(async () => arrive());
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(page.container.querySelector<HTMLInputElement>('input[name="terms"]')!.checked).toBe(true);
  });
});
