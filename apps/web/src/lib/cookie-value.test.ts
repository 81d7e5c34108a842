import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie-value';

describe('cookieValue', () => {
  it('finds one cookie among others', () => {
    expect(cookieValue('a=1; session=abc=; b=2', 'session')).toBe('abc=');
    expect(cookieValue('sessionx=1', 'session')).toBeUndefined();
    expect(cookieValue(null, 'session')).toBeUndefined();
  });
});
