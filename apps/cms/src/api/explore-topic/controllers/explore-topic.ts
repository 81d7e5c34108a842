import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::explore-topic.explore-topic');
