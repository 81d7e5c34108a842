import { factories } from '@strapi/strapi';
import { readRoutes } from '../../../utils/content-api';
import { populate } from '../populate';

export default factories.createCoreRouter('api::exhibitor.exhibitor', { config: readRoutes(populate) });
