import type { Core } from '@strapi/strapi';

const PROPERTY = 'api::property.property';
const CITY = 'api::city.city';

type Where = Record<string, unknown>;
/** A database read's lifecycle event: its parameters may be rewritten before the query is built. */
export interface ReadEvent {
  params?: { where?: unknown; offset?: number; limit?: number; orderBy?: unknown; _q?: unknown };
}
/** The parts of Strapi's database metadata this reads. */
interface JoinTable {
  readonly name: string;
  readonly joinColumn: { readonly name: string };
  readonly inverseJoinColumn: { readonly name: string; readonly referencedColumn: string };
}
interface Meta {
  readonly tableName: string;
  readonly attributes: Record<string, { readonly joinTable?: JoinTable; readonly columnName?: string } | undefined>;
}

const isRecord = (v: unknown): v is Where => !!v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const isKey = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** The towns a `city` condition names, by `id` or `documentId` (a value, `$eq` or `$in`); null for any other condition. */
export function namedTowns(condition: unknown): { readonly by: 'id' | 'documentId'; readonly values: readonly (string | number)[] } | null {
  if (!isRecord(condition)) return null;
  const keys = Object.keys(condition);
  if (keys.length !== 1 || (keys[0] !== 'id' && keys[0] !== 'documentId')) return null;
  const by = keys[0];
  const test = condition[by];
  if (isKey(test)) return { by, values: [test] };
  if (!isRecord(test) || Object.keys(test).length !== 1) return null;
  if (isKey(test.$eq)) return { by, values: [test.$eq] };
  if (Array.isArray(test.$in) && test.$in.every(isKey)) return { by, values: test.$in };
  return null;
}

/**
 * The where tree with each `city` condition that names towns replaced by `rewrite(towns)` under the
 * key `id`; other conditions are kept as they are. Beside another `id` condition both are kept, in `$and`.
 */
export function rewriteTownConditions(where: unknown, rewrite: (towns: NonNullable<ReturnType<typeof namedTowns>>) => unknown): unknown {
  if (Array.isArray(where)) return where.map((w) => rewriteTownConditions(w, rewrite));
  if (!isRecord(where)) return where;
  const out: Where = {};
  let idCondition: unknown = undefined;
  for (const [key, value] of Object.entries(where)) {
    const towns = key === 'city' ? namedTowns(value) : null;
    if (towns) idCondition = { $in: rewrite(towns) };
    // Not under $not: there a listing without a town would change sides (SQL's null against NOT IN).
    else if (key === '$and' || key === '$or') out[key] = rewriteTownConditions(value, rewrite);
    else out[key] = value;
  }
  if (idCondition === undefined) return out;
  if (!('id' in out)) return { ...out, id: idCondition };
  return { $and: [out, { id: idCondition }] };
}

/** Every town condition's document ids in the where tree. */
function documentIdsIn(where: unknown, found: Set<string>): Set<string> {
  rewriteTownConditions(where, (towns) => {
    if (towns.by === 'documentId') for (const value of towns.values) found.add(String(value));
    return [];
  });
  return found;
}

/**
 * A list narrowed to towns is read without joining the towns: Strapi joins a relation it filters on
 * and then de-duplicates whole rows (SELECT DISTINCT over every column), which sorts every match before
 * the first page. The same condition as `id IN (listings linked to those town ids)` lets the database
 * use the list's indexes and stop at the page, and count with the link table's statistics (town ids,
 * not names, so a large town is known to be large). Same rows, same counts; SQLite and PostgreSQL alike.
 */
export function townsWithoutJoin(strapi: Core.Strapi) {
  const rewrite = async (event: ReadEvent) => {
    const where = event.params?.where;
    if (!where) return;
    const documentIds = [...documentIdsIn(where, new Set())];
    const link = (strapi.db.metadata.get(PROPERTY) as unknown as Meta).attributes.city?.joinTable;
    if (!link) throw new Error('The listing-town link table is unknown');
    const idOf = new Map<string, number>();
    if (documentIds.length) {
      // Through Strapi's query layer, so the lookup joins the read's transaction (SQLite has one connection).
      const rows = (await strapi.db.query(CITY).findMany({ where: { documentId: { $in: documentIds } }, select: ['id', 'documentId'] })) as {
        id: number;
        documentId: string;
      }[];
      for (const row of rows) idOf.set(row.documentId, Number(row.id));
    }
    event.params!.where = rewriteTownConditions(where, ({ by, values }) => {
      const ids = by === 'id' ? values : values.flatMap((v) => (idOf.has(String(v)) ? [idOf.get(String(v))!] : []));
      return strapi.db
        .getConnection(link.name)
        .whereIn(link.inverseJoinColumn.name, [...ids])
        .select(link.joinColumn.name);
    });
  };
  return rewrite;
}
