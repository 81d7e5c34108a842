// The site's buttons, and links that look like one: each at least 44 px tall, a thumb's width.

/** The main action of a form or a page: amber. */
export const primaryButton = 'inline-flex min-h-11 items-center justify-center rounded bg-main px-4 font-semibold text-cool-900 no-underline hover:bg-main-600';

/** Any other action: outlined. */
export const secondaryButton = 'inline-flex min-h-11 items-center justify-center rounded border border-cool-500 px-4 font-semibold no-underline hover:bg-main-100 dark:hover:bg-cool-800';
