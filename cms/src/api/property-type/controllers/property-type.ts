import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::property-type.property-type');
