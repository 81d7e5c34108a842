import { factories } from '@strapi/strapi';

// Members join companies through invitations (api/invitation) and see theirs on their account
// page (api/account). These REST routes are for editors' tools and tests with an API token; no
// users-permissions role is granted them.
export default factories.createCoreRouter('api::membership.membership', { only: ['find', 'findOne', 'create', 'delete'] });
