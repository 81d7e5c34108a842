import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::explore-topic.explore-topic');
