import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::cookie-consent.cookie-consent');
