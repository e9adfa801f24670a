import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::property-type.property-type');
