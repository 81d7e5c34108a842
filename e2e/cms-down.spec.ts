import { createServer, connect, type Server, type Socket } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { ports, webSwitchedUrl } from './support/ports';

/**
 * The switch between the third e2e site and the CMS: open, it passes every connection through to
 * the e2e CMS; closed, nothing listens on its port and the site's calls are refused, as when the
 * CMS is down.
 */
class CmsSwitch {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  async open() {
    this.server = createServer((incoming) => {
      const outgoing = connect(ports.cms, '127.0.0.1');
      for (const socket of [incoming, outgoing]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      incoming.pipe(outgoing).pipe(incoming);
    });
    await new Promise<void>((resolve) => this.server!.listen(ports.cmsSwitch, '127.0.0.1', resolve));
  }

  async close() {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

const ARTICLE = '/nieuws/beursvloer-groeit-weer-in-2026';

test.describe.configure({ mode: 'serial' });

test('the CMS goes down and comes back: cached pages stay, others say 503, forms keep what was typed, all recovers', async ({ page, request }) => {
  test.setTimeout(120_000);
  const cms = new CmsSwitch();
  await cms.open();
  try {
    // Pages visitors saw while the CMS was up are in the site's cache.
    for (const path of ['/', ARTICLE, '/nieuwsbrief']) expect((await request.get(webSwitchedUrl + path)).status(), path).toBe(200);
    const heading = await headingOf(page, ARTICLE);

    await cms.close();

    // Cached pages keep being served, stale.
    expect(await headingOf(page, ARTICLE)).toBe(heading);
    expect((await request.get(`${webSwitchedUrl}/`)).status()).toBe(200);

    // A page that needs the CMS now: a clear 503 that says when to come back, never a 500.
    const search = `/zoeken?q=storing${Date.now()}`;
    const down = await request.get(webSwitchedUrl + search);
    expect(down.status()).toBe(503);
    expect(down.headers()['retry-after']).toBe('30');
    expect(down.headers()['cache-control']).toContain('no-store');
    // A person gets the error screen in the page itself, in the site's frame.
    expect((await page.goto(`${webSwitchedUrl}${search}-2`))?.status()).toBe(503);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Er is iets fout gegaan');
    await expect(page.getByText('De inhoud van deze pagina is even niet bereikbaar. Probeer het over een minuut opnieuw.')).toBeVisible();

    // A form says sending failed and keeps what was typed.
    const email = `storing-${Date.now()}@example.nl`;
    await page.goto(`${webSwitchedUrl}/nieuwsbrief`);
    await expect(page.locator('altcha-widget .altcha')).toBeVisible();
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel(/^Expovisie/).check();
    await expect(page.locator('input[type=hidden][name=altcha]')).not.toHaveValue('', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText('Er ging iets mis bij het versturen. Je gegevens staan er nog; probeer het over een paar minuten opnieuw.')).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
    await expect(page.getByLabel(/^Expovisie/)).toBeChecked();

    await cms.open();

    // Back by itself, with no restart of the site.
    await expect.poll(async () => (await request.get(webSwitchedUrl + search)).status(), { timeout: 15_000, intervals: [500] }).toBe(200);
    expect((await request.get(`${webSwitchedUrl}/health`)).status()).toBe(200);
  } finally {
    await cms.close();
  }
});

async function headingOf(page: Page, path: string) {
  const response = await page.goto(webSwitchedUrl + path);
  expect(response?.status(), path).toBe(200);
  return page.getByRole('heading', { level: 1 }).textContent();
}
