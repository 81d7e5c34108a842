/**
 * What each read route of this type returns; the CMS decides, not the caller. The author page
 * looks an author up by id (`filters[id][$eq]`), so the list already carries the page's fields.
 */
const detail = {
  photo: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] },
  localizations: { fields: ['slug', 'locale'] },
};

export const populate = { find: detail, findOne: detail };
