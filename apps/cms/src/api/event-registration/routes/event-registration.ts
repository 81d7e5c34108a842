import { factories } from '@strapi/strapi';

// Readable with an API token (editors' tools, tests); no role gets these actions. Members work
// through 01-registrations.ts, which only ever shows them their own.
export default factories.createCoreRouter('api::event-registration.event-registration', { only: ['find', 'findOne'] });
