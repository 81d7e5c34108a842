/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = {
  findOne: {
    seo: { populate: { shareImage: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
    localizations: { fields: ['slug', 'locale'] },
    blocks: {
      on: {
        'blocks.rich-text': true,
        'blocks.image': { populate: { image: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
        'blocks.gallery': { populate: { images: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
        'blocks.call-to-action': true,
        'blocks.embed': true,
        'blocks.card-grid': {
          populate: {
            articles: { fields: ['title', 'slug', 'excerpt', 'date'], populate: { cover: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
            events: { fields: ['title', 'slug', 'kind', 'startsAt', 'endsAt', 'city'] },
            partners: { fields: ['name', 'slug'], populate: { logo: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] } } },
          },
        },
      },
    },
  },
};
