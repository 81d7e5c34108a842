import { factories } from '@strapi/strapi';
import { readRoutes } from '../../../utils/content-api';
import { populate } from '../populate';

export default factories.createCoreRouter('api::explore-topic.explore-topic', { config: readRoutes(populate) });
