import type { TestProject } from 'vitest/node';
import { createEditorToken } from '../support/cms-editor';
import { startSiteStandIn } from '../support/site-stand-in';
import { startTestCms, TEST_ADMIN } from '../../scripts/lib/test-cms.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    admin: { email: string; password: string };
    /** A full-access API token made once for the suite (admin logins are rate-limited). */
    editorToken: string;
    /** The web inbox of the suite's own mail sink (also in MAIL_SINK_URL). */
    mailSinkUrl: string;
    /** The CMS's SITE_URL: a stand-in that keeps the revalidation calls (tests/support/site-stand-in.ts). */
    siteUrl: string;
    /** The CMS's database: its SQLite file or its PostgreSQL URL (read by countRows in helpers.ts). */
    database: { client: 'sqlite' | 'postgres'; connection: string };
  }
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.TEST_CMS_PORT ?? 1537);
  // The dashboard's tests read a few days of the demo's visits (statistics.test.ts).
  const site = await startSiteStandIn();
  const cms = await startTestCms({ port, siteUrl: site.url, traffic: true, log: process.env.TEST_CMS_LOG ? 'inherit' : 'ignore' }).catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  const stop = () => Promise.all([cms.stop(), site.stop()]);
  try {
    project.provide('editorToken', await createEditorToken(cms.url));
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('cmsUrl', cms.url);
  project.provide('admin', TEST_ADMIN);
  project.provide('mailSinkUrl', cms.mailUrl);
  project.provide('siteUrl', site.url);
  project.provide('database', cms.database);
  process.env.MAIL_SINK_URL = cms.mailUrl;
  return stop;
}
