import type { Core, UID } from '@strapi/strapi';

/** The document service's read actions: the ones the access middlewares of this folder restrict. */
export const READ_ACTIONS = new Set(['findMany', 'findOne', 'findFirst', 'count']);

/** What the access rules read of a content type's or component's schema. */
export interface SchemaModel {
  attributes: Record<string, { type: string; private?: boolean; target?: string; component?: string }>;
  options?: { draftAndPublish?: boolean };
}

/** A content type (`api::…`, `plugin::…`) or a component (`shared.seo`) by its uid. */
export function schemaModel(strapi: Core.Strapi, uid: string): SchemaModel | undefined {
  return (uid.includes('::') ? strapi.contentType(uid as UID.ContentType) : strapi.components[uid as UID.Component]) as SchemaModel | undefined;
}
