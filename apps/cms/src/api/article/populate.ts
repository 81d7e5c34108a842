/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = {
  find: { cover: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, tags: { fields: ['name', 'slug'] }, author: { fields: ['name', 'slug'] } },
  findOne: {
    cover: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] },
    gallery: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] },
    // With their other languages' addresses: an English page showing a Dutch article links them in English.
    tags: { fields: ['name', 'slug'], populate: { localizations: { fields: ['slug', 'locale'] } } },
    author: {
      fields: ['name', 'slug', 'role'],
      populate: { photo: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, localizations: { fields: ['slug', 'locale'] } },
    },
    seo: { populate: { shareImage: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
    localizations: { fields: ['slug', 'locale'] },
  },
};
