import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::subscription-plan.subscription-plan');
