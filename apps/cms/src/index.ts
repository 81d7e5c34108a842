import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { grantPermissions } from './bootstrap/permissions';
import { ensureDemoMember } from './bootstrap/demo-member';
import { ensureIndexes } from './bootstrap/indexes';
import { ensureAuthSettings } from './bootstrap/auth-settings';
import { nameDefaultApiTokens } from './bootstrap/api-tokens';
import { configureAuthProviders, registerSsoProvider } from './bootstrap/auth-providers';
import { warnAboutMissingSecrets } from './bootstrap/site-secrets';
import { registerLinkRules } from './site/link-rules';
import { registerSiteRevalidation } from './site/revalidation';
import { seedDemoContent } from './seed';
import { seedDemoAnalytics } from './seed/analytics';
import { registerVacancyClosing } from './api/vacancy/closing';
import { registerVacancyModeration } from './api/vacancy/moderation';
import { registerAdminSendRoute } from './api/push-subscription/admin-route';
import { registerAdminImportRoute } from './api/stand/admin-route';
import { registerFloorPlanRules } from './floor-plans/rules';
import { registerEventReminders } from './api/push-subscription/reminders';
import { ensureSearchIndex, registerSearchSync, startSearchSync, stopSearchSync } from './search/indexing';
import { startQueryLog, stopQueryLog } from './api/search/services/query-log';
import { trackRequests } from './utils/shutdown';
import { startAnalytics, stopAnalytics } from './analytics';
import { ensureEditorRoles } from './editors/roles';
import { ensureAdminUsers, registerAdminLanguage } from './editors/users';
import { configureEditorScreens } from './editors/labels/configure';
import { registerReview } from './editors/review';
import { registerCompanyEditRejection, registerCompanyEdits } from './editors/company-edits';
import { registerReviewQueueRoute } from './editors/queue';
import { registerScheduledPublishing } from './editors/schedule';

let requests: ReturnType<typeof trackRequests> | null = null;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerLinkRules(strapi);
    registerSiteRevalidation(strapi);
    registerVacancyModeration(strapi);
    registerSearchSync(strapi);
    registerSsoProvider(strapi);
    registerAdminSendRoute(strapi);
    registerReview(strapi);
    registerCompanyEdits(strapi);
    registerReviewQueueRoute(strapi);
    registerCompanyEditRejection(strapi);
    registerAdminImportRoute(strapi);
    registerFloorPlanRules(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await ensureIndexes(strapi);
    await grantPermissions(strapi);
    await ensureAuthSettings(strapi);
    await nameDefaultApiTokens(strapi);
    await configureAuthProviders(strapi);
    await ensureEditorRoles(strapi);
    registerAdminLanguage(strapi);
    await ensureAdminUsers(strapi);
    await configureEditorScreens(strapi);
    warnAboutMissingSecrets(strapi);
    registerVacancyClosing(strapi);
    registerEventReminders(strapi);
    registerScheduledPublishing(strapi);
    let seededDemo = false;
    if (process.env.SEED_DEMO_CONTENT === 'true') {
      seededDemo = await seedDemoContent(strapi);
      await ensureDemoMember(strapi);
    }
    await ensureSearchIndex(strapi);
    startSearchSync(strapi);
    startQueryLog(strapi);
    await startAnalytics(strapi);
    // The demo's visits, once the analytics tables are there.
    if (seededDemo && process.env.SEED_DEMO_TRAFFIC === 'true') await seedDemoAnalytics(strapi);
    requests = trackRequests(strapi.server.httpServer);
  },

  /**
   * SIGTERM or SIGINT: requests in flight finish, then the analytics events still in memory are
   * written (those requests may have added some), the search index takes in the last changes and
   * the search queries counted in memory are kept, before Strapi closes the connections and the
   * database.
   */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await requests?.drain();
    await stopAnalytics();
    await stopSearchSync(strapi);
    await stopQueryLog(strapi);
  },
};
