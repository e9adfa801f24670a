import type { Core } from '@strapi/strapi';

export interface QueryLimits {
  /** How deep `populate` may nest (populate[a][populate][b] is 2). */
  readonly maxPopulateDepth: number;
  /** How many values one query string may hold in all (filters, fields, populate, sort together). */
  readonly maxQueryValues: number;
}

const DEFAULTS: QueryLimits = { maxPopulateDepth: 3, maxQueryValues: 200 };

/** Depth of a parsed REST `populate`: `a.b`, `populate[a][populate][b]` and `[a][on][uid][populate][b]` are 2. */
export function populateDepth(populate: unknown): number {
  if (typeof populate === 'string') return Math.max(0, ...populate.split(',').map((path) => (path.trim() ? path.split('.').length : 0)));
  if (Array.isArray(populate)) return Math.max(0, ...populate.map(populateDepth));
  if (!populate || typeof populate !== 'object') return populate ? 1 : 0;
  return Math.max(0, ...Object.values(populate as Record<string, unknown>).map((value) => 1 + nestedDepth(value)));
}

/** What one populated relation nests below itself: its own `populate`, or per component under `on`. */
function nestedDepth(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  const { populate, on } = value as { populate?: unknown; on?: Record<string, unknown> };
  const perComponent = on && typeof on === 'object' ? Object.values(on).map(nestedDepth) : [];
  return Math.max(populateDepth(populate), ...perComponent);
}

/** Number of leaf values in a parsed query string. */
export function countValues(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1;
  return Object.values(value as Record<string, unknown>).reduce<number>((sum, v) => sum + countValues(v), 0);
}

/**
 * Bounds on what one REST request may ask of the database (the page size is capped by config/api.ts):
 * a relation chain populated ten levels deep, or thousands of filter terms, is refused with 400 before
 * Strapi builds a query. GraphQL has its own cost limit (src/graphql/operation-cost.ts).
 */
export default (config: Partial<QueryLimits>, _: { strapi: Core.Strapi }) => {
  const limits = { ...DEFAULTS, ...config };
  return async (ctx: { path: string; query: Record<string, unknown>; status: number; body: unknown }, next: () => Promise<void>) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const problem =
      populateDepth(ctx.query.populate) > limits.maxPopulateDepth
        ? `populate may nest at most ${limits.maxPopulateDepth} levels`
        : countValues(ctx.query) > limits.maxQueryValues
          ? `a query may hold at most ${limits.maxQueryValues} values`
          : null;
    if (!problem) return next();
    ctx.status = 400;
    ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: `Query too large: ${problem}.` } };
  };
};
