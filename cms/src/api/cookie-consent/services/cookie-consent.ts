import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::cookie-consent.cookie-consent');
