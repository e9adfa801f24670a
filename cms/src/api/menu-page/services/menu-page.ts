import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::menu-page.menu-page');
