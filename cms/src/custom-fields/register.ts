import type { Core } from '@strapi/strapi';

/**
 * The site's own admin inputs, stored as Strapi's plain types (the public API and GraphQL see a string):
 * `global::page-link`, a link's target picked among the pages or typed (src/admin/page-link-input.tsx).
 * The admin panel registers the same names (src/admin/app.tsx).
 */
export const CUSTOM_FIELDS = [{ name: 'page-link', type: 'string' }] as const;

export function registerCustomFields(strapi: Core.Strapi) {
  strapi.customFields.register([...CUSTOM_FIELDS]);
}
