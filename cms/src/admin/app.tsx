import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    // The agency works in these languages; the admin itself follows each editor's choice.
    locales: ['nl', 'fr', 'de'],
  },
  bootstrap(_app: StrapiApp) {},
};
