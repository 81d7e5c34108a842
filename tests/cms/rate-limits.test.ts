import { describe, expect, it } from 'vitest';
import constants from '../support/test-constants.json';
import { cmsUrl } from './helpers';

const LIMIT = Number(constants.cmsSettings.FORM_RATE_LIMIT_PER_MINUTE);

/** A newsletter sign-up as the site's server sends it, for the visitor at `address`; the body is not valid, so nothing is stored or mailed. */
const signUp = (address: string) =>
  fetch(`${cmsUrl()}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Site-Secret': constants.sharedSecrets.SITE_API_SECRET, 'X-Client-Address': address },
    body: JSON.stringify({ email: 'geen-adres' }),
  });

describe('rate limits on public forms', () => {
  it('refuses a visitor past the limit with 429 and Retry-After, and only that visitor', async () => {
    const visitor = `198.51.100.${Math.floor(Math.random() * 200)}`;
    for (let i = 0; i < LIMIT; i++) expect((await signUp(visitor)).status).toBe(400);
    const refused = await signUp(visitor);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await refused.json()).error.name).toBe('RateLimitError');

    expect((await signUp('203.0.113.7')).status).toBe(400);
  });
});
