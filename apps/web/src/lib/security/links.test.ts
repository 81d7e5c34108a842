import { describe, expect, it } from 'vitest';
import { safeHref } from './links';

describe('safeHref', () => {
  it('keeps web, mail and phone links, site paths and fragments', () => {
    for (const href of ['https://www.expovisie.nl/', 'http://example.nl/a?b=c', 'mailto:redactie@standplaats.nl', 'tel:+31201234567', '/kalender', '/en/nieuws/a#b', '#aanmelden']) {
      expect(safeHref(href), href).toBe(href);
    }
    expect(safeHref('  https://example.nl  ')).toBe('https://example.nl');
  });

  it('refuses what could run script or leave the site unseen', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//elders.example', '/\\elders.example', 'kalender', 'https://', 'mailto:a b', '']) {
      expect(safeHref(href), href).toBeNull();
    }
  });
});
