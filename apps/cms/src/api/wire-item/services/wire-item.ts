import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::wire-item.wire-item');
