import { factories } from '@strapi/strapi';

// Memberships are managed in the admin and through the account endpoints; no public REST routes.
export default factories.createCoreRouter('api::membership.membership', { only: [] });
