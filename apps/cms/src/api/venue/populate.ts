/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = {
  find: { images: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, address: true, facilities: true },
  findOne: { images: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, address: true, contact: true, facilities: true, halls: true },
};
