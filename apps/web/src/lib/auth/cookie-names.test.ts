import { describe, expect, it } from 'vitest';
import { cookieDefaults } from './cookie-names';

describe('cookieDefaults', () => {
  it('makes every cookie Secure on an https site, and httpOnly and SameSite=Lax everywhere', () => {
    expect(cookieDefaults('https://www.standplaats.nl')).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    expect(cookieDefaults('http://localhost:3000')).toEqual({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
  });
});
