import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::search-query.search-query');
