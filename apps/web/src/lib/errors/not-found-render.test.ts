import { afterEach, describe, expect, it } from 'vitest';
import { isNotFoundRender, NOT_FOUND_TOKEN_HEADER } from './not-found-render';

const asked = (token?: string) => new Headers(token === undefined ? {} : { [NOT_FOUND_TOKEN_HEADER]: token });
afterEach(() => delete process.env.NOT_FOUND_RENDER_TOKEN);

describe('the server’s request for a 404 page', () => {
  it('is known by this process’s token only', () => {
    process.env.NOT_FOUND_RENDER_TOKEN = 'x'.repeat(32);
    expect(isNotFoundRender(asked('x'.repeat(32)))).toBe(true);
    expect(isNotFoundRender(asked('y'.repeat(32)))).toBe(false);
    expect(isNotFoundRender(asked())).toBe(false);
  });

  it('never matches without a server that made a token (next start), not even an empty one', () => {
    expect(isNotFoundRender(asked(''))).toBe(false);
    expect(isNotFoundRender(asked('undefined'))).toBe(false);
  });
});
