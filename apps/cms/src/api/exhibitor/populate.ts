const logo = { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] };

/** What each read route of this type returns; the CMS decides, not the caller. */
export const populate = {
  find: {
    partner: { fields: ['name', 'sector'], populate: { logo } },
    products: { fields: ['category'] },
    // The fair in both languages: a company's and a product's pages link it in theirs.
    event: { fields: ['title', 'slug', 'startsAt', 'endsAt', 'venueName', 'locale'], populate: { localizations: { fields: ['title', 'slug', 'locale'] } } },
  },
  // A to Z by company, the exhibitor list's order.
  sort: ['partner.name:asc', 'id:asc'],
};
