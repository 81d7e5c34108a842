/** What each read route of this type returns; the CMS decides, not the caller. */
const cover = { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] };
const pdf = { fields: ['url', 'size', 'mime'] };

export const populate = {
  find: { cover, pdf },
  findOne: { cover, pdf, localizations: { fields: ['slug', 'locale'] } },
};
