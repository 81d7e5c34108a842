import type { Core } from '@strapi/strapi';
import { runsScheduledTasks } from '../../utils/scheduled-tasks';
import { getService } from '../../services';

// Every hour from 09:00 to 20:00 Dutch time: the first run of the day before an event reminds
// everyone registered by then, later runs those who registered or turned reminders on since. The
// test stacks run it every few seconds (EVENT_REMINDER_CRON).
const DEFAULT_SCHEDULE = '0 9-20 * * *';

/** Sends the push reminders of tomorrow's events (services/push-subscription.ts, sendEventReminders). */
export function registerEventReminders(strapi: Core.Strapi) {
  if (!runsScheduledTasks() || !process.env.VAPID_PRIVATE_KEY) return;
  const rule = process.env.EVENT_REMINDER_CRON || DEFAULT_SCHEDULE;
  strapi.cron.add({
    sendEventReminders: {
      task: async () => {
        try {
          const { reminded, sent, removed, failed } = await getService(strapi, 'api::push-subscription.push-subscription').sendEventReminders();
          if (reminded > 0) strapi.log.info(`Event reminders: ${reminded} registrations, ${sent} sent, ${removed} gone, ${failed} failed`);
        } catch (error) {
          strapi.log.error(`Sending event reminders failed: ${String(error)}`);
        }
      },
      options: { rule, tz: 'Europe/Amsterdam' },
    },
  });
}
