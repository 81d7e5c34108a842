// The site's buttons, links that look like one, and links that stand on their own: each at least
// 44 px tall, a thumb's width. Their looks are component classes in app/globals.css: a page's HTML
// and its RSC payload carry the short name, not the utilities, however often a page repeats one.

/** The main action of a form or a page: amber. */
export const primaryButton = 'button-primary';

/** Any other action: outlined. */
export const secondaryButton = 'button-secondary';

/** The header's buttons and links (menu, search, language): one look; each adds its padding. */
export const headerButton = 'button-header';

/** A line of a menu (the phone's main menu, the user menu). */
export const menuItem = 'menu-item';

/** A small rounded link among others: topics, guides, the account's sections. */
export const chip = 'chip';

/** The chip of the current choice. */
export const currentChip = 'chip chip-current';

/** A link on a line of its own ("Naar de plattegrond", a feed): underlined, tall enough to tap. */
export const standaloneLink = 'link-standalone';
