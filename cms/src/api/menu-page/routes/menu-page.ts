import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::menu-page.menu-page');
