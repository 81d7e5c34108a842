import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::wire-item.wire-item');
