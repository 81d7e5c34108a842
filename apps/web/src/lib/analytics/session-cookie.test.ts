import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '@standplaats/shared';
import { decodeSession, encodeSession, newSession } from './session-cookie';

const id = '0b7c5f7e-1f0e-4a4e-9d2f-2f6f4f1a9c11';

describe('the session cookie', () => {
  it('is base64 of JSON {id, iat, exp} with iat in ms and one year of life', () => {
    const now = 1_790_000_000_000;
    const value = encodeSession(newSession(id, now));
    expect(JSON.parse(Buffer.from(value, 'base64').toString('utf8'))).toEqual({ id, iat: now, exp: now + 365 * 24 * 3600 * 1000 });
    expect(decodeSession(value, now + 1)).toEqual({ id, iat: now, exp: now + SESSION_LIFETIME_MS });
  });

  it('reads a percent-encoded value', () => {
    expect(decodeSession(encodeURIComponent(encodeSession(newSession(id, 5))), 6)?.id).toBe(id);
  });

  it.each([
    ['an expired record', encodeSession({ id, iat: 1, exp: 2 })],
    ['not base64', '%%%'],
    ['base64 of something else', btoa('hello')],
    ['an id with odd characters', encodeSession({ id: '<script>alert(1)</script>', iat: 1, exp: Number.MAX_SAFE_INTEGER })],
    ['a missing exp', btoa(JSON.stringify({ id, iat: 1 }))],
  ])('rejects %s', (_case, value) => {
    expect(decodeSession(value, 10)).toBeNull();
  });
});
