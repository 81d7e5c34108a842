/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = { find: { logo: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, address: true }, findOne: { logo: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, address: true, socialLinks: true } };
