import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_PAGE_PATH_HEADER, ERROR_PAGE_STATUS_HEADER, ERROR_PAGE_TOKEN_ENV, ERROR_PAGE_TOKEN_HEADER } from '../../../server/names.mjs';
import { errorPageRequestOf, isErrorPageRequest } from './error-page';

const asked = (token?: string, more: Record<string, string> = {}) => new Headers({ ...(token === undefined ? {} : { [ERROR_PAGE_TOKEN_HEADER]: token }), ...more });
afterEach(() => delete process.env[ERROR_PAGE_TOKEN_ENV]);

describe('the server’s request for an error page', () => {
  it('is known by this process’s token only', () => {
    process.env[ERROR_PAGE_TOKEN_ENV] = 'x'.repeat(32);
    expect(isErrorPageRequest(asked('x'.repeat(32)))).toBe(true);
    expect(isErrorPageRequest(asked('y'.repeat(32)))).toBe(false);
    expect(isErrorPageRequest(asked())).toBe(false);
  });

  it('never matches without a server that made a token, not even an empty one', () => {
    expect(isErrorPageRequest(asked(''))).toBe(false);
    expect(isErrorPageRequest(asked('undefined'))).toBe(false);
  });

  it('names the path the visitor asked for and the status of its answer', () => {
    process.env[ERROR_PAGE_TOKEN_ENV] = 'x'.repeat(32);
    const request = (path: string, status = '404') => errorPageRequestOf(asked('x'.repeat(32), { [ERROR_PAGE_PATH_HEADER]: path, [ERROR_PAGE_STATUS_HEADER]: status }));
    expect(request(encodeURIComponent('/en/nieuws/<b>'))).toEqual({ path: '/en/nieuws/<b>', status: 404 });
    expect(request('%2Fzoeken', '503')).toEqual({ path: '/zoeken', status: 503 });
    expect(request('%ff')).toBeNull();
    expect(request('nieuws')).toBeNull();
    expect(request('%2F', 'x')).toBeNull();
    expect(errorPageRequestOf(asked('y'.repeat(32), { [ERROR_PAGE_PATH_HEADER]: '%2F', [ERROR_PAGE_STATUS_HEADER]: '404' }))).toBeNull();
  });
});
