import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::analytics-event.analytics-event');
