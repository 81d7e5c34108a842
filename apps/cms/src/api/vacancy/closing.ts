import type { Core } from '@strapi/strapi';
import { runsScheduledTasks } from '../../utils/scheduled-tasks';
import { getService } from '../../services';

// Hourly by default; the test stacks run it every few seconds (VACANCY_CLOSE_CRON).
const DEFAULT_SCHEDULE = '7 * * * *';

/**
 * Closes vacancies whose closing date has passed (listingStatus `expired`) and tells the site's
 * cache. The public rule (open.ts) already hides them from the first day after their closing
 * date; this makes the stored status say so, for editors, members' accounts and the 410 page.
 */
export function registerVacancyClosing(strapi: Core.Strapi) {
  if (!runsScheduledTasks()) return;
  const rule = process.env.VACANCY_CLOSE_CRON || DEFAULT_SCHEDULE;
  strapi.cron.add({
    closeExpiredVacancies: {
      task: async () => {
        try {
          const closed = await getService(strapi, 'api::vacancy.vacancy').closeExpired();
          if (closed > 0) strapi.log.info(`Closed ${closed} vacancies past their closing date`);
        } catch (error) {
          strapi.log.error(`Closing expired vacancies failed: ${String(error)}`);
        }
      },
      options: { rule, tz: 'Europe/Amsterdam' },
    },
  });
}
