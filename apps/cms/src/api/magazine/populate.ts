/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = { find: { cover: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, pdf: { fields: ['url', 'size', 'mime'] } } };
