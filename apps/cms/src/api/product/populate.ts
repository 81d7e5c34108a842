/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = {
  find: { images: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, partner: { fields: ['name', 'slug'] } },
  findOne: { images: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, partner: { fields: ['name', 'slug'] }, specifications: true, localizations: { fields: ['slug', 'locale'] } },
};
