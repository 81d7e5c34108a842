import { factories } from '@strapi/strapi';

// Core routes for API tokens (editors' tools); no role may use them. Editors read the log in the
// admin's Content Manager (sort by count, filter on zeroResults).
export default factories.createCoreRouter('api::search-query.search-query');
