import { describe, expect, it } from 'vitest';
import { pageviewRule } from './pageview-rule';

describe('pageviewRule', () => {
  it.each(['/', '/kalender', '/nieuws', '/kalender/beursagenda', '/kalender/branche-agenda', '/vacatures/plaatsen', '/nieuws/tag/beurzen', '/bedrijvengids/abc123/producten', '/vacatures/x/niet-beschikbaar', '/en', '/en/kalender', '/over-ons', '/cadeau', '/locatie-finder'])(
    'the tracker counts %s',
    (path) => expect(pageviewRule(path)).toBe('auto'),
  );

  it.each(['/nieuws/beurs-opent', '/kalender/vakbeurs-2027', '/vacatures/redacteur', '/en/nieuws/fair-opens', '/en/vacatures/editor', '/bedrijvengids/abc123', '/productengids/p1', '/locatie-finder/ahoy', '/en/locatie-finder/ahoy/'])(
    '%s records its own view',
    (path) => expect(pageviewRule(path)).toBe('self'),
  );

  it("counts a fair's plan itself only on a highlighted stand, that exhibitor's entry", () => {
    expect(pageviewRule('/kalender/vakbeurs/plattegrond')).toBe('auto');
    expect(pageviewRule('/kalender/vakbeurs/plattegrond', 'hal=2')).toBe('auto');
    expect(pageviewRule('/kalender/vakbeurs/exposanten', 'q=stand')).toBe('auto');
    expect(pageviewRule('/en/kalender/fair/plattegrond', 'stand=1.B12')).toBe('self');
  });

  it.each(['/health', '/l/12', '/en/l/12', '/c', '/c/anything', '/en/c'])('%s is never counted', (path) => expect(pageviewRule(path)).toBe('none'));
});
