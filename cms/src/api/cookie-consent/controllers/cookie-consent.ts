import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::cookie-consent.cookie-consent');
