/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = {
  find: { cover: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, tags: { fields: ['name', 'slug'] }, author: { fields: ['name', 'slug'] } },
  findOne: {
    cover: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] },
    gallery: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] },
    tags: { fields: ['name', 'slug'] },
    author: { fields: ['name', 'slug', 'role'], populate: { photo: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
    seo: { populate: { shareImage: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
    localizations: { fields: ['slug', 'locale'] },
  },
};
