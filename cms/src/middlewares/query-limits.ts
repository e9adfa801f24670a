import type { Core } from '@strapi/strapi';
import { holdsNul } from '../access/holds-nul';

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

/** Lowest value each REST pagination parameter may take; -1 is Strapi's "all" (served as at most the page limit). */
const PAGINATION_MIN: Readonly<Record<string, number>> = { start: 0, page: 1, limit: -1, pageSize: -1 };

/**
 * A REST `pagination` that Strapi would turn into a database error or silently into another page:
 * every value a whole number of at most 9 digits within its range (`start=9223372036854775808` was an
 * offset the database refused, a 500; `pageSize=abc` gave 100 items).
 */
export function paginationProblem(pagination: unknown): string | null {
  if (pagination === undefined) return null;
  if (!pagination || typeof pagination !== 'object' || Array.isArray(pagination)) return 'pagination must be an object';
  for (const [key, min] of Object.entries(PAGINATION_MIN)) {
    const value = (pagination as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !/^-?\d{1,9}$/.test(value) || Number(value) < min)
      return `pagination[${key}] must be a whole number from ${min} to 999999999`;
  }
  return null;
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
      (/%00/.test(ctx.path) || holdsNul(ctx.query) ? 'no NUL byte in a path or query' : null) ??
      paginationProblem(ctx.query.pagination) ??
      (populateDepth(ctx.query.populate) > limits.maxPopulateDepth
        ? `populate may nest at most ${limits.maxPopulateDepth} levels`
        : countValues(ctx.query) > limits.maxQueryValues
          ? `a query may hold at most ${limits.maxQueryValues} values`
          : null);
    if (!problem) return next();
    ctx.status = 400;
    ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: `Invalid query: ${problem}.` } };
  };
};
