import { factories } from '@strapi/strapi';
import { readRoutes } from '../../../utils/content-api';

// Short items without relations; the wire reads newest first unless the caller sorts.
export default factories.createCoreRouter('api::wire-item.wire-item', { config: readRoutes({ sort: ['date:desc', 'id:desc'] }) });
