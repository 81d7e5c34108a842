import { factories } from '@strapi/strapi';

// Readable with an API token (editors' tools, tests); no role gets these actions. Editors manage
// subscribers in the admin; addresses only enter through the double opt-in (01-newsletter.ts).
export default factories.createCoreRouter('api::newsletter-subscriber.newsletter-subscriber', { only: ['find', 'findOne'] });
