import type { Core } from '@strapi/strapi';
import { assertFieldDecisions } from './field-decisions';
import { PUBLIC_FIELDS, SYSTEM_FIELDS } from './public-fields';
import { schemaModel, type SchemaModel } from './schema-model';

/**
 * Marks every attribute outside PUBLIC_FIELDS private, for the types and components listed there, and
 * every attribute of a component not listed; refuses to start while a field has no decision.
 */
export function restrictToPublicFields(strapi: Core.Strapi) {
  assertFieldDecisions({ ...strapi.contentTypes, ...strapi.components } as Record<string, SchemaModel>);
  for (const [uid, component] of Object.entries(strapi.components)) {
    if (PUBLIC_FIELDS[uid]) continue;
    for (const attribute of Object.values((component as SchemaModel).attributes)) attribute.private = true;
  }
  for (const [uid, allowed] of Object.entries(PUBLIC_FIELDS)) {
    const model = schemaModel(strapi, uid);
    if (!model) throw new Error(`access/public-fields.ts names ${uid}, which does not exist`);
    const open = new Set<string>([...allowed, ...SYSTEM_FIELDS]);
    for (const [name, attribute] of Object.entries(model.attributes)) {
      if (!open.has(name)) attribute.private = true;
    }
  }
}
