import { factories } from '@strapi/strapi';

// Readable with an API token (editors' tools, tests) and in the admin; no role gets these actions.
// Requests only enter through the site's form (01-send.ts).
export default factories.createCoreRouter('api::contact-request.contact-request', { only: ['find', 'findOne'] });
