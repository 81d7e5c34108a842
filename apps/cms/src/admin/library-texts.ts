import { dutch } from './translations';

/**
 * The admin's Dutch for English that its libraries write into their code rather than ask the admin
 * for: the design system's defaults (a date field's "Choose date", a list's "Pagination"), the
 * notifications' region, the drag-and-drop help for screen readers, statuses shown by their code
 * ("Draft"), a few lists' labels. Editors meet most of them through a screen reader. The admin
 * build puts a call to `libraryText` where each stood (`vite.config.ts`); this file is the one list
 * of what they say, with the admin's own words where it has them (translations.ts).
 */
export const libraryTexts = {
  // @strapi/design-system (its "Loading content..." for the admin's own loaders too)
  Clear: 'Wis',
  'Choose date': 'Kies een datum',
  'Choose time': 'Kies een tijd',
  Month: 'Maand',
  Year: 'Jaar',
  Pagination: 'Paginering',
  'Close modal': 'Venster sluiten',
  'Loading content...': 'Inhoud wordt geladen…',
  'No results found': 'Geen resultaten gevonden',
  'Select or enter a value': 'Kies of typ een waarde',
  On: 'Aan',
  Off: 'Uit',
  carousel: 'carrousel',
  slide: 'dia',
  // @strapi/admin: the Beheerder's list of users
  Firstname: 'Voornaam',
  Lastname: 'Achternaam',
  Email: 'E-mail',
  Username: dutch['Settings.permissions.users.username']!,
  'Active user': 'Actieve gebruiker',
  Active: dutch['Settings.permissions.users.active']!,
  Inactive: dutch['Settings.permissions.users.inactive']!,
  // @strapi/admin, @strapi/i18n and users-permissions: the Beheerder's settings
  Select: dutch['app.components.Select.placeholder']!,
  Actions: 'Acties',
  Edit: 'Pas aan',
  'The roles have loaded successfully': 'De rollen zijn geladen',
  'Header {row}: key': 'Header {row}: sleutel',
  'Header {row}: value': 'Header {row}: waarde',
  // a webhook's events: the rows and each box, which the library names by the event's code
  Entry: 'Items',
  'entry.create': 'Item aangemaakt',
  'entry.update': 'Item bijgewerkt',
  'entry.delete': 'Item verwijderd',
  'entry.publish': 'Item gepubliceerd',
  'entry.unpublish': 'Item gedepubliceerd',
  'media.create': 'Media toegevoegd',
  'media.update': 'Media bijgewerkt',
  'media.delete': 'Media verwijderd',
  // @strapi/content-manager: the columns of the entries to publish at once
  documentId: 'Document-ID',
  name: 'Naam',
  status: 'Status',
  'Publication status': 'Publicatiestatus',
  // @strapi/upload: the search and the filters where an editor picks a picture
  Search: 'Zoeken',
  createdAt: 'Aangemaakt op',
  updatedAt: 'Bijgewerkt op',
  type: 'Soort',
  audio: 'Audio',
  file: 'Bestand',
  image: 'Afbeelding',
  video: 'Video',
  // sonner, the admin's notifications
  Notifications: 'Meldingen',
  // @strapi/i18n, the language menu of an entry and its statuses
  '{name} (default)': '{name} (standaard)',
  Draft: 'Concept',
  Published: 'Gepubliceerd',
  Modified: 'Gewijzigd',
  // @dnd-kit/core, what a screen reader says of what an editor can drag (in the Media Library), and while they drag it
  draggable: 'versleepbaar',
  'To pick up a draggable item, press the space bar. While dragging, use the arrow keys to move the item. Press space again to drop the item in its new position, or press escape to cancel.':
    'Druk op de spatiebalk om een item op te pakken. Verplaats het met de pijltjestoetsen. Druk nog eens op de spatiebalk om het neer te zetten, of op Escape om te annuleren.',
  'Picked up draggable item {active}.': 'Item {active} opgepakt.',
  'Draggable item {active} was moved over droppable area {over}.': 'Item {active} is boven {over}.',
  'Draggable item {active} is no longer over a droppable area.': 'Item {active} is niet meer boven een plek om neer te zetten.',
  'Draggable item {active} was dropped over droppable area {over}': 'Item {active} is neergezet op {over}.',
  'Draggable item {active} was dropped.': 'Item {active} is neergezet.',
  'Dragging was cancelled. Draggable item {active} was dropped.': 'Slepen geannuleerd. Item {active} is teruggezet.',
} as const;

export type LibraryText = keyof typeof libraryTexts;

/**
 * A library's English text in the admin's language at the moment it renders: the admin keeps its
 * language on the page's `lang` (and changes it there when a user picks another), so Dutch for `nl`
 * and the library's own English otherwise. `{name}`s are filled from `values`.
 */
export function libraryText(english: LibraryText, values: Record<string, unknown> = {}): string {
  // A status the library names from its code may be one this list does not know yet: then its English.
  const text: string = (document.documentElement.lang === 'nl' && libraryTexts[english]) || english;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}
