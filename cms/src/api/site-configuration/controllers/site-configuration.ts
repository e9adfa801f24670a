import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::site-configuration.site-configuration');
