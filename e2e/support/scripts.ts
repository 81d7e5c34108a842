import type { Page } from '@playwright/test';

/**
 * Holds back every script file of the build the page asks for until `release` is called: the page
 * shows the server's markup, and nothing of the site's code runs, as on a slow phone's first seconds.
 */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
