/** What each read route of this type returns; the CMS decides, not the caller. */
const logo = { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] };
export const populate = {
  find: { partner: { fields: ['name', 'slug'], populate: { logo } } },
  findOne: { partner: { fields: ['name', 'slug', 'website'], populate: { logo } }, localizations: { fields: ['slug', 'locale'] } },
};
