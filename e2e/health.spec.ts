import { expect, test } from '@playwright/test';
import { webWithoutCmsUrl } from './support/ports';

test('/health answers 200 with the version when the CMS is up', async ({ request }) => {
  const response = await request.get('/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: 'ok', cms: { up: true } });
  expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
});

test('/health answers 503 when the CMS is down', async ({ request }) => {
  const response = await request.get(`${webWithoutCmsUrl}/health`);
  expect(response.status()).toBe(503);
  expect(await response.json()).toMatchObject({ status: 'degraded', cms: { up: false } });
});
