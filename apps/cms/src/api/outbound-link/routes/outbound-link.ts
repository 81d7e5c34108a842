import { factories } from '@strapi/strapi';

// Core routes for API tokens (editors' tools, test set-up); no role may use them. The public
// reaches a link only through its click endpoint (01-click.ts).
export default factories.createCoreRouter('api::outbound-link.outbound-link');
