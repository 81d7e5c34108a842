const image = { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] };

/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = {
  find: { images: image, partner: { fields: ['name', 'slug'] } },
  findOne: {
    images: image,
    // The product page shows its company with the contact details it published.
    partner: { fields: ['name', 'slug', 'email', 'phone', 'website'], populate: { logo: image, address: true } },
    specifications: true,
    localizations: { fields: ['slug', 'locale'] },
  },
  sort: ['name:asc', 'id:asc'],
};
