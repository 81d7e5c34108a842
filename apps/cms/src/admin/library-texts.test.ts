// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { libraryText, type LibraryText } from './library-texts';

describe('libraryText', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('says a library’s text in Dutch when the admin is in Dutch, with its values filled in', () => {
    document.documentElement.lang = 'nl';
    expect(libraryText('Choose date')).toBe('Kies een datum');
    expect(libraryText('{name} (default)', { name: 'Nederlands (nl)' })).toBe('Nederlands (nl) (standaard)');
    expect(libraryText('Draggable item {active} was moved over droppable area {over}.', { active: 'foto-3', over: 'map-2' })).toBe('Item foto-3 is boven map-2.');
  });

  it('names a status by its Dutch name, and one it does not know by the library’s English', () => {
    document.documentElement.lang = 'nl';
    expect(libraryText('Draft')).toBe('Concept');
    // What the admin build passes for a status code it has not seen: capitalize('archived').
    expect(libraryText('Archived' as LibraryText)).toBe('Archived');
  });

  it('leaves the library’s English for an admin in English, and follows a change of language', () => {
    document.documentElement.lang = 'en';
    expect(libraryText('Choose date')).toBe('Choose date');
    expect(libraryText('{name} (default)', { name: 'English (en)' })).toBe('English (en) (default)');
    document.documentElement.lang = 'nl';
    expect(libraryText('Pagination')).toBe('Paginering');
  });
});
