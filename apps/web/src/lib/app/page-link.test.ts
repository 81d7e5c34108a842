// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { siteLinks } from '@/i18n/site-link';
import { pageLink } from './page-link';

/** A link in the document, and a click on what `target` picks inside it (the link itself by default). */
function clickOn(html: string, init: MouseEventInit = {}, target = (link: Element) => link) {
  document.body.innerHTML = html;
  const link = document.querySelector('a')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target(link) });
  return { link, event };
}

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('pageLink', () => {
  it('takes a plain click on a site link, or on what is inside it', () => {
    const { link, event } = clickOn('<a href="/kalender" data-link><span>Kalender</span></a>', {}, (a) => a.firstElementChild!);
    expect(pageLink(event, siteLinks)).toBe(link);
  });

  it('leaves a click that opens a tab or a window, or saves, to the browser', () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(pageLink(clickOn('<a href="/kalender" data-link>Kalender</a>', init).event, siteLinks), JSON.stringify(init)).toBeNull();
    }
    expect(pageLink(clickOn('<a href="/kalender" data-link target="_blank">Kalender</a>').event, siteLinks)).toBeNull();
    expect(pageLink(clickOn('<a href="/kalender.ics" data-link download>Agenda</a>').event, siteLinks)).toBeNull();
  });

  it('takes a link in this tab by its target _self', () => {
    const { link, event } = clickOn('<a href="/kalender" data-link target="_self">Kalender</a>');
    expect(pageLink(event, siteLinks)).toBe(link);
  });

  it('leaves links elsewhere, and links the selector does not match', () => {
    expect(pageLink(clickOn('<a href="https://example.org/kalender" data-link>Elders</a>').event, siteLinks)).toBeNull();
    expect(pageLink(clickOn('<a href="/uploads/plattegrond.pdf">Plattegrond</a>').event, siteLinks)).toBeNull();
    expect(pageLink(clickOn('<a data-link>Geen adres</a>').event, siteLinks)).toBeNull();
  });

  it('leaves a click another handler has prevented', () => {
    const { event } = clickOn('<a href="/kalender" data-link>Kalender</a>');
    event.preventDefault();
    expect(pageLink(event, siteLinks)).toBeNull();
  });

  it('leaves another place on this page to the browser, but takes this page itself', () => {
    history.replaceState(null, '', '/kalender?type=beurs');
    expect(pageLink(clickOn('<a href="/kalender?type=beurs#in-je-agenda" data-link>Agenda</a>').event, siteLinks)).toBeNull();
    const { link, event } = clickOn('<a href="/kalender?type=beurs" data-link>Kalender</a>');
    expect(pageLink(event, siteLinks)).toBe(link);
    const other = clickOn('<a href="/kalender#in-je-agenda" data-link>Alle</a>');
    expect(pageLink(other.event, siteLinks)).toBe(other.link);
  });
});
