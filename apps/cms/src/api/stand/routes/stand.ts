import { factories } from '@strapi/strapi';

// Written and read with an API token (editors' tools, tests); the site reads plans through /floor-plans.
export default factories.createCoreRouter('api::stand.stand');
