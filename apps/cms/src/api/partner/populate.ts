const logo = { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] };

/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = {
  find: { logo, address: true },
  findOne: { logo, address: true, socialLinks: true, localizations: { fields: ['locale'] } },
  // A to Z, the directory's order.
  sort: ['name:asc', 'id:asc'],
};
