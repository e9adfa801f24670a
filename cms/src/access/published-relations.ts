import type { Core } from '@strapi/strapi';
import { READ_ACTIONS, schemaModel } from './schema-model';

const LOGICAL = new Set(['$and', '$or']);

type Filters = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Filters => !!v && typeof v === 'object' && !Array.isArray(v);
/** `{ documentId: { $null: true } }` and the like: whether a link exists, not what it links to. */
const isExistenceTest = (filters: Filters) =>
  Object.entries(filters).every(
    ([k, v]) => (k === 'id' || k === 'documentId') && isPlainObject(v) && Object.keys(v).every((op) => op === '$null' || op === '$notNull'),
  );

/**
 * Strapi pins a published read to published rows of the type asked for, not of the types its filters
 * reach through relations: a listing (a type without drafts) filtered on `project.name` matched a
 * project that exists only as a draft, so its unpublished name could be read letter by letter. Every
 * content-API read that is not a draft read gets "published" added to each filter that crosses from a
 * type without drafts into one with drafts; the admin and internal calls are left alone.
 */
export function restrictRelationFiltersToPublished(strapi: Core.Strapi) {
  const model = (uid: string) => schemaModel(strapi, uid);

  const pin = (uid: string, filters: unknown): unknown => {
    if (Array.isArray(filters)) return filters.map((f) => pin(uid, f));
    if (!filters || typeof filters !== 'object') return filters;
    const schema = model(uid);
    const out: Filters = {};
    for (const [key, value] of Object.entries(filters as Filters)) {
      if (LOGICAL.has(key) || key === '$not') {
        out[key] = pin(uid, value);
        continue;
      }
      const attribute = schema?.attributes[key];
      if (attribute?.type === 'relation' && attribute.target) {
        const target = model(attribute.target);
        const nested = pin(attribute.target, value) as Filters;
        // Only a type without drafts links to draft rows (a published entry links to published ones);
        // "has no project" (documentId null) stays a test of the link itself.
        const crossesIntoDrafts = !schema?.options?.draftAndPublish && target?.options?.draftAndPublish;
        out[key] = crossesIntoDrafts && isPlainObject(nested) && !isExistenceTest(nested) ? { $and: [nested, { publishedAt: { $notNull: true } }] } : nested;
      } else if (attribute?.type === 'component' && attribute.component) {
        out[key] = pin(attribute.component, value);
      } else {
        out[key] = value;
      }
    }
    return out;
  };

  strapi.documents.use(async (ctx, next) => {
    if (!READ_ACTIONS.has(ctx.action)) return next();
    const params = ctx.params as { filters?: unknown; status?: string };
    if (!params.filters || params.status === 'draft') return next();
    const request = strapi.requestContext.get();
    if (!request || request.state?.isAuthenticatedAdmin || String(request.request?.url ?? '').startsWith('/content-manager')) return next();
    params.filters = pin(ctx.uid, params.filters);
    return next();
  });
}
