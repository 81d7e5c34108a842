// The site's buttons, links that look like one, and links that stand on their own: each at least
// 44 px tall, a thumb's width.

/** The main action of a form or a page: amber. */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded bg-main px-4 font-semibold text-cool-900 no-underline hover:bg-main-600 disabled:cursor-wait disabled:opacity-70';

/** Any other action: outlined. */
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded border border-cool-500 px-4 font-semibold no-underline hover:bg-main-100 disabled:cursor-wait disabled:opacity-70 dark:hover:bg-cool-800';

/** The header's buttons and links (menu, search, language): one look; each adds its padding. */
export const headerButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded font-semibold text-cool-900 no-underline hover:bg-main-100 aria-expanded:bg-main-100 dark:text-cool-100 dark:hover:bg-cool-800 dark:aria-expanded:bg-cool-800';

/** A line of a menu (the phone's main menu, the user menu). */
export const menuItem = 'flex min-h-11 items-center rounded px-3 font-medium text-cool-900 no-underline hover:bg-main-100 dark:text-cool-100 dark:hover:bg-cool-700';

const chipShape = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium no-underline';

/** A small rounded link among others: topics, guides, the account's sections. */
export const chip = `${chipShape} border-cool-300 hover:bg-main-100 dark:border-cool-600 dark:hover:bg-cool-800`;

/** The chip of the current choice. */
export const currentChip = `${chipShape} border-secondary bg-secondary text-white dark:border-main dark:bg-main dark:text-cool-900`;

/** A link on a line of its own ("Naar de plattegrond", a feed): underlined, tall enough to tap. */
export const standaloneLink = 'inline-flex min-h-11 items-center underline';
