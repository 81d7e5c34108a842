import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { cmsPublicUrl, mailSinkUrl, ports, webUrl } from './e2e/support/ports';
import constants from './tests/support/test-constants.json';

// The workers inherit it: tests read mails with `mailSink()` from tests/support/mail-sink.ts.
process.env.MAIL_SINK_URL = mailSinkUrl;

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's Chromium headless shell, when installed, for every test that does not need the browser
// around the engine: about half the CPU a page, on a suite that keeps two cores busy. Tests tagged
// @browser (notifications and push, installing the web app, a new tab) run in the browser itself.
const shell = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : browser);
const launchArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// The site's production server (apps/web/server), as `npm start` runs it.
const next = (port: number) => `node server/index.mjs --port ${port}`;

// Production builds of both apps in Debian's Chromium, on loopback only.
export default defineConfig({
  testDir: 'e2e',
  // Runs once the web servers answer (the CMS among them).
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: '.data/test-results',
  fullyParallel: true,
  workers: 2,
  // One retry: a test that passes only on it is listed as flaky at the end of `npm test`, to be fixed.
  retries: 1,
  // Generous: CI runs the suite on two shared cores, where a test with mails, captchas and several
  // log-ins has run past 30 s. A hang still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: webUrl,
    locale: 'nl-NL',
    // Headless Chromium calls itself HeadlessChrome, which isbot rightly counts as a crawler; the
    // suite browses as a person unless a test says otherwise.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    // Recorded on the retry of a test that failed, not on every test: tracing every action cost the
    // suite some 13 % of its time (32 axe tests: 232 s with a trace each, 202 s without).
    trace: 'on-first-retry',
    // A page that never finishes loading, or a control that never becomes ready for a click or a
    // fill, fails its own step (with Playwright's log of what it waited for) rather than the test
    // as a whole with no step named.
    navigationTimeout: 30_000,
    actionTimeout: 30_000,
  },
  projects: [
    { name: 'headless shell', grepInvert: /@browser/, use: { launchOptions: { executablePath: shell, args: launchArgs } } },
    { name: 'browser', grep: /@browser/, use: { launchOptions: { executablePath: browser, args: launchArgs } } },
  ],
  webServer: [
    {
      command: 'node e2e/support/cms-server.mjs',
      env: {
        E2E_CMS_PORT: String(ports.cms),
        E2E_SITE_URL: webUrl,
        E2E_MAIL_SMTP_PORT: String(ports.mailSmtp),
        E2E_MAIL_WEB_PORT: String(ports.mailWeb),
        // Social log-in through the stand-in provider of e2e/accounts.spec.ts.
        PUBLIC_URL: cmsPublicUrl,
        AUTH_PROVIDERS: 'sso',
        AUTH_SSO_KEY: 'standplaats-e2e',
        AUTH_SSO_SECRET: 'stand-in-secret',
        AUTH_SSO_AUTHORIZE_URL: `http://127.0.0.1:${ports.oauth}/authorize`,
        AUTH_SSO_TOKEN_URL: `http://127.0.0.1:${ports.oauth}/token`,
        AUTH_SSO_USERINFO_URL: `http://127.0.0.1:${ports.oauth}/userinfo`,
      },
      url: `http://127.0.0.1:${ports.cms}/_health`,
      timeout: 180_000,
      // SIGTERM lets the server remove its database and mail folders (the default SIGKILL leaves them).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: next(ports.web),
      cwd: 'apps/web',
      env: {
        CMS_URL: `http://127.0.0.1:${ports.cms}`,
        SITE_URL: webUrl,
        E2E_ERROR_ROUTE: 'true',
        NEXT_TELEMETRY_DISABLED: '1',
        // The test client stands in for the proxy in front of a real site: what it says in
        // X-Forwarded-Proto is trusted (the HSTS test). Without trusted hops the forwarded headers
        // are dropped (apps/web/server/client-address.test.mjs).
        TRUSTED_PROXY_HOPS: '1',
        // Every test browses from one address; the limit itself is unit-tested (collect.test.ts).
        STATISTICS_RATE_LIMIT_PER_MINUTE: '100000',
        CMS_PUBLIC_URL: cmsPublicUrl,
        AUTH_PROVIDERS: 'sso',
        ...constants.sharedSecrets,
        // Web push: the public half of the test CMS's VAPID pair.
        VAPID_PUBLIC_KEY: constants.cmsSecrets.VAPID_PUBLIC_KEY,
      },
      url: `${webUrl}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: next(ports.webWithoutCms),
      cwd: 'apps/web',
      // Port 9 (discard) has no listener on loopback: the CMS is down for this site.
      env: { CMS_URL: 'http://127.0.0.1:9', NEXT_TELEMETRY_DISABLED: '1' },
      port: ports.webWithoutCms,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: next(ports.webSwitched),
      cwd: 'apps/web',
      // Reaches the CMS through the switch of e2e/cms-down.spec.ts (closed until that test opens it).
      env: {
        CMS_URL: `http://127.0.0.1:${ports.cmsSwitch}`,
        SITE_URL: `http://localhost:${ports.webSwitched}`,
        NEXT_TELEMETRY_DISABLED: '1',
        ...constants.sharedSecrets,
      },
      port: ports.webSwitched,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
