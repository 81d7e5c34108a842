/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = { find: { partner: { fields: ['name', 'slug'], populate: { logo: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } } } };
