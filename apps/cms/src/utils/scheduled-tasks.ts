/**
 * Whether this CMS process runs the scheduled tasks (closing vacancies, the analytics rollups and
 * purge). Several processes on one database would each run them at the same moment; deploy/ lets
 * the first run them and starts the others with SCHEDULED_TASKS=false.
 */
export const runsScheduledTasks = () => process.env.SCHEDULED_TASKS !== 'false';
