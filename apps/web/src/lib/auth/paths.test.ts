import { describe, expect, it } from 'vitest';
import { isProtectedPath, loginPath, safeRedirect } from './paths';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirect('/en/account?tab=profiel', 'en')).toBe('/en/account?tab=profiel');
    expect(safeRedirect('/uitnodiging?token=abc', 'nl')).toBe('/uitnodiging?token=abc');
  });

  it.each(['https://elders.example', '//elders.example/pad', '/\\elders.example', 'javascript:alert(1)', '', undefined, 42, 'account'])(
    'sends %s to the account page instead',
    (target) => {
      expect(safeRedirect(target, 'nl')).toBe('/account');
      expect(safeRedirect(target, 'en')).toBe('/en/account');
    },
  );
});

describe('loginPath', () => {
  it('carries the page to return to', () => {
    expect(loginPath('nl', '/account')).toBe('/inloggen?redirect=%2Faccount');
    expect(loginPath('en', '/en/account?x=1')).toBe('/en/inloggen?redirect=%2Fen%2Faccount%3Fx%3D1');
  });

  it('drops a target that is not a path on this site', () => {
    expect(loginPath('nl', 'https://elders.example')).toBe('/inloggen');
  });
});

describe('isProtectedPath', () => {
  it('covers the protected pages and what lies below them', () => {
    expect(isProtectedPath('/account')).toBe(true);
    expect(isProtectedPath('/account/gegevens')).toBe(true);
    expect(isProtectedPath('/vacatures/plaatsen')).toBe(true);
  });

  it('leaves everything else open', () => {
    expect(isProtectedPath('/accounts')).toBe(false);
    expect(isProtectedPath('/vacatures')).toBe(false);
    expect(isProtectedPath('/')).toBe(false);
  });
});
