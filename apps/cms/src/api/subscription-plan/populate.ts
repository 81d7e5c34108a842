/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = { find: { localizations: { fields: ['slug', 'locale'] } } };
