// A company admin's own listing ("Mijn bedrijf" on the site). Every route needs the authenticated
// role (bootstrap/permissions.ts); the routes that name a company also a signed-in member who is
// its admin, so the CMS itself refuses anyone who is not an admin of that company, whatever the site does.
const admin = { policies: [{ name: 'global::signed-in', config: { to: 'manage a company listing' } }, 'api::company-listing.company-admin'] };

export default {
  routes: [
    { method: 'GET', path: '/company-listings/mine', handler: 'company-listing.mine' },
    { method: 'PUT', path: '/company-listings/:partner/profile', handler: 'company-listing.updateProfile', config: admin },
    { method: 'POST', path: '/company-listings/:partner/images', handler: 'company-listing.uploadImage', config: admin },
    { method: 'POST', path: '/company-listings/:partner/products', handler: 'company-listing.createProduct', config: admin },
    { method: 'PUT', path: '/company-listings/:partner/products/:product', handler: 'company-listing.updateProduct', config: admin },
    { method: 'DELETE', path: '/company-listings/:partner/products/:product', handler: 'company-listing.removeProduct', config: admin },
    { method: 'PUT', path: '/company-listings/:partner/exhibitors/:exhibitor', handler: 'company-listing.updateExhibitor', config: admin },
  ],
};
