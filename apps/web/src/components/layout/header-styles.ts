/** The header's buttons and links: at least 44 px to tap, one look. */
export const headerButtonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded px-2 font-semibold text-cool-900 hover:bg-main-100 aria-expanded:bg-main-100 dark:text-cool-100 dark:hover:bg-cool-800 dark:aria-expanded:bg-cool-800';
