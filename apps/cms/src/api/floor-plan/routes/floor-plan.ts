// The site's plan pages read a fair's halls, stands and exhibitors here: public, published only.
export default {
  routes: [{ method: 'GET', path: '/floor-plans/:event', handler: 'floor-plan.show' }],
};
