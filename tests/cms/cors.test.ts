import { describe, expect, it } from 'vitest';
import { cmsUrl } from './helpers';

const preflight = (origin: string) =>
  fetch(`${cmsUrl()}/api/articles`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });

describe('CORS', () => {
  it('lets only the site and the admin call from a browser', async () => {
    const own = new URL(cmsUrl());
    const admin = await preflight(`http://localhost:${own.port}`);
    expect(admin.headers.get('access-control-allow-origin')).toBe(`http://localhost:${own.port}`);

    const elsewhere = await preflight('https://elders.example');
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${cmsUrl()}/api/articles`, { headers: { Origin: 'https://elders.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });
});
