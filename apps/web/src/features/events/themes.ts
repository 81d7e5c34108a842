import type { EventKind } from '@standplaats/shared';

/**
 * The theme pages (/beurzen, ...): each shows one kind of event under an intro from the CMS page
 * with the same slug. The slug is also the key of its texts in the `themes` messages.
 */
export const themes = {
  beurzen: 'beurs',
  festivals: 'festival',
  congressen: 'congres',
  'brand-events': 'brand-event',
  'company-events': 'company-event',
  'incentive-travel': 'incentive-travel',
  sportevenementen: 'sportevenement',
} as const satisfies Record<string, EventKind>;

export type ThemeSlug = keyof typeof themes;

/** The calendar pre-filtered on one kind, with its own intro (the `agendas` messages). */
export const agendas = {
  beursagenda: 'beurs',
  'branche-agenda': 'branche-event',
} as const satisfies Record<string, EventKind>;

export type AgendaSlug = keyof typeof agendas;
