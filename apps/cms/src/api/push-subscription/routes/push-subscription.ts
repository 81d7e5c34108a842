import { factories } from '@strapi/strapi';

// Readable with an API token (editors' tools, tests); no role gets these actions.
export default factories.createCoreRouter('api::push-subscription.push-subscription', { only: ['find'] });
