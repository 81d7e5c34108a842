// Playwright's web server for the CMS: a real Strapi on a fresh, seeded database.
import { startTestCms } from '../../scripts/lib/test-cms.mjs';

const cms = await startTestCms({
  port: Number(process.env.E2E_CMS_PORT),
  siteUrl: process.env.E2E_SITE_URL,
  log: 'inherit',
});
console.log(`Test CMS ready at ${cms.url}`);

const stop = async () => {
  await cms.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 60_000);
