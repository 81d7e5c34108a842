// Playwright's web server for the CMS: a real Strapi on a fresh, seeded database, with its own
// mail sink on the fixed e2e ports (e2e/support/ports.ts).
import { startTestCms } from '../../scripts/lib/test-cms.mjs';

const cms = await startTestCms({
  port: Number(process.env.E2E_CMS_PORT),
  siteUrl: process.env.E2E_SITE_URL,
  mail: { smtpPort: Number(process.env.E2E_MAIL_SMTP_PORT) || undefined, webPort: Number(process.env.E2E_MAIL_WEB_PORT) || undefined },
  log: 'inherit',
});
console.log(`Test CMS ready at ${cms.url}, its mail inbox at ${cms.mailUrl}`);

const stop = async () => {
  await cms.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 60_000);
