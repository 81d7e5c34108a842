/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = {
  find: { image: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] }, venue: { fields: ['name', 'slug', 'city'] }, organiser: { fields: ['name', 'slug'] } },
  findOne: {
    image: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] },
    venue: { fields: ['name', 'slug', 'city', 'province'], populate: { address: true } },
    organiser: { fields: ['name', 'slug', 'website'] },
    seo: { populate: { shareImage: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
    localizations: { fields: ['slug', 'locale'] },
  },
};
