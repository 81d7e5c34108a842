/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = {
  find: { image: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } },
  findOne: {
    image: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] },
    articles: { fields: ['title', 'slug', 'excerpt', 'date'], populate: { cover: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
    events: { fields: ['title', 'slug', 'kind', 'startsAt', 'endsAt', 'city'] },
    partners: { fields: ['name', 'slug'], populate: { logo: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
    localizations: { fields: ['slug', 'locale'] },
  },
};
