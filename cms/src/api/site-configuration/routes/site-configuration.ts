import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::site-configuration.site-configuration');
