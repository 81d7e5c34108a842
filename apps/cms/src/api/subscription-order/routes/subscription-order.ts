import { factories } from '@strapi/strapi';

// Readable with an API token (the back office that collects the debits, tests); no role gets these
// actions. Orders only enter through the site's form (01-place.ts).
export default factories.createCoreRouter('api::subscription-order.subscription-order', { only: ['find', 'findOne'] });
