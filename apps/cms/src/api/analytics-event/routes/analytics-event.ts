import { factories } from '@strapi/strapi';

// Readable with an API token (editors' tools, tests); no role gets these actions, and events are
// only written by the endpoints that record them.
export default factories.createCoreRouter('api::analytics-event.analytics-event', { only: ['find', 'findOne'] });
