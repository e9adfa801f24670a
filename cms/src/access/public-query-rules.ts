import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { schemaModel, type SchemaModel } from './schema-model';
import { holdsNul } from './holds-nul';
import { SWITCHES } from './switched-off-content';

type Attribute = SchemaModel['attributes'][string];
const LOGICAL = new Set(['$and', '$or']);
/** Operators whose value is a list; `$null`/`$notNull` take a yes or no; the others one value. */
const LIST_OPERATORS = new Set(['$in', '$notIn', '$between']);
const PRESENCE_OPERATORS = new Set(['$null', '$notNull']);
/** Text matching (SQL LIKE): on a number, date or boolean column PostgreSQL has no such operator (a 500). */
const TEXT_OPERATORS = new Set(['$contains', '$notContains', '$containsi', '$notContainsi', '$startsWith', '$startsWithi', '$endsWith', '$endsWithi']);
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid', 'enumeration', 'password']);
/** Fields every document has besides its schema's attributes. */
const SYSTEM_ATTRIBUTES: Readonly<Record<string, Attribute>> = { id: { type: 'integer' }, documentId: { type: 'string' } };
const BOOLEANS = new Set([true, false, 'true', 'false', 't', 'f', '1', '0', 1, 0]);
/** PostgreSQL's `integer` (Strapi's integer columns and ids): a larger value is a database error, not "no match". */
const INT32 = 2 ** 31;
const DECIMAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

const refuse = (message: string): never => {
  throw new errors.ValidationError(message);
};
const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
/** qs turns `[$in][0]=a` into an array, and into an object with index keys past 20 items. */
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : isPlainObject(v) && Object.keys(v).every((k) => /^\d+$/.test(k)) ? Object.values(v) : [v]);

/** Whether `value` is something the database takes for a column of this type without failing. */
function fitsType(type: string, value: unknown): boolean {
  if (value === null) return true;
  if (typeof value === 'object') return false;
  if (holdsNul(value)) return false;
  switch (type) {
    case 'integer':
      return typeof value === 'number'
        ? Number.isInteger(value) && Math.abs(value) < INT32
        : typeof value === 'string' && /^\s*-?\d{1,10}\s*$/.test(value) && Math.abs(Number(value)) < INT32;
    case 'biginteger':
      return (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^\s*-?\d{1,18}\s*$/.test(value));
    case 'float':
    case 'decimal':
      return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && DECIMAL.test(value) && Number.isFinite(Number(value));
    case 'boolean':
      return BOOLEANS.has(value as string);
    default:
      return true;
  }
}

/**
 * What a public read's filters may hold, checked against the schema before Strapi builds SQL: values
 * that fit their column (a number too large for an integer, 1e999, "abc" for a number, a NUL byte and
 * an object where a value belongs were database errors, answered 500), and no operator put directly on
 * a relation (`project[$notNull]`: Strapi throws a plain Error). Unknown fields and operators are left
 * to Strapi's own validation, which refuses them.
 */
function checkFilters(strapi: Core.Strapi, uid: string, filters: unknown, path: string): void {
  if (!isPlainObject(filters)) return refuse(`Invalid filter at ${path || 'filters'}: expected an object`);
  const model = schemaModel(strapi, uid);
  for (const [key, value] of Object.entries(filters)) {
    const at = path ? `${path}.${key}` : key;
    if (LOGICAL.has(key)) {
      for (const part of asList(value)) checkFilters(strapi, uid, part, at);
      continue;
    }
    if (key === '$not') {
      checkFilters(strapi, uid, value, at);
      continue;
    }
    if (key.startsWith('$')) return refuse(`Invalid filter at ${at}: an operator needs a field`);
    const attribute: Attribute | undefined = SYSTEM_ATTRIBUTES[key] ?? model?.attributes[key];
    if (!attribute) continue;
    if (attribute.type === 'relation' || attribute.type === 'media') {
      const nested = isPlainObject(value) ? value : refuse(`Invalid filter at ${at}: filter a relation on its fields`);
      const operator = Object.keys(nested).find((k) => k.startsWith('$') && !LOGICAL.has(k) && k !== '$not');
      if (operator) refuse(`Invalid filter at ${at}: filter a relation on its fields, not with ${operator}`);
      checkFilters(strapi, attribute.type === 'media' ? 'plugin::upload.file' : (attribute.target ?? ''), nested, at);
    } else if (attribute.type === 'component' && attribute.component) {
      // A filter on a component editors can switch off would answer, one yes or no at a time, what it holds.
      if (SWITCHES.some((name) => schemaModel(strapi, attribute.component ?? '')?.attributes[name]?.type === 'boolean'))
        refuse(`Invalid filter at ${at}: this content cannot be filtered on`);
      checkFilters(strapi, attribute.component, value, at);
    } else if (attribute.type !== 'dynamiczone') {
      checkValues(attribute.type, value, at);
    }
  }
}

function checkValues(type: string, value: unknown, at: string): void {
  if (!isPlainObject(value)) {
    for (const v of asList(value)) if (!fitsType(type, v)) refuse(`Invalid value for ${at}`);
    return;
  }
  for (const [operator, operand] of Object.entries(value)) {
    if (operator === '$not') {
      checkValues(type, operand, `${at}.$not`);
    } else if (TEXT_OPERATORS.has(operator) && !TEXT_TYPES.has(type)) {
      refuse(`Invalid filter at ${at}.${operator}: text matching on a ${type} field`);
    } else if (PRESENCE_OPERATORS.has(operator)) {
      if (!BOOLEANS.has(operand as string)) refuse(`Invalid value for ${at}.${operator}: expected true or false`);
    } else if (LIST_OPERATORS.has(operator)) {
      const list = asList(operand);
      if (operator === '$between' && list.length !== 2) refuse(`Invalid value for ${at}.$between: expected two values`);
      for (const v of list) if (!fitsType(type, v)) refuse(`Invalid value for ${at}.${operator}`);
    } else if (!fitsType(type, operand)) {
      refuse(`Invalid value for ${at}.${operator}`);
    }
  }
}

/** The field paths of a sort in any of its forms: 'a:asc,b.c', ['a:desc'], { a: 'asc', b: { c: 'desc' } }. */
export function sortPaths(sort: unknown): string[][] {
  if (typeof sort === 'string') return sort.split(',').map((part) => part.trim().split(':')[0].split('.'));
  if (Array.isArray(sort)) return sort.flatMap(sortPaths);
  if (!isPlainObject(sort)) return [];
  return Object.entries(sort).flatMap(([key, value]) => (isPlainObject(value) ? sortPaths(value).map((rest) => [key, ...rest]) : [[key]]));
}

/**
 * Public reads sort on a type's own fields (and its components'), never through a relation: a listing
 * sorted by `project.name` was ordered by the name of a project that exists only as a draft (filters
 * are pinned to published entries, a sort's join cannot be), and the site sorts on no relation.
 */
function checkSort(strapi: Core.Strapi, uid: string, sort: unknown): void {
  for (const path of sortPaths(sort)) {
    let model = schemaModel(strapi, uid);
    for (const field of path) {
      const attribute = model?.attributes[field];
      if (attribute?.type === 'relation' || attribute?.type === 'media') refuse(`Invalid sort on ${path.join('.')}: public reads sort on a type's own fields`);
      model = attribute?.type === 'component' && attribute.component ? schemaModel(strapi, attribute.component) : undefined;
    }
  }
}

/**
 * The filters and sorts a `populate` holds, at any depth (`populate[city][filters][id][$eq]=abc` reaches
 * the database like a top-level filter): checked against the populated type.
 */
function checkPopulate(strapi: Core.Strapi, uid: string, populate: unknown): void {
  if (!isPlainObject(populate)) return;
  const model = schemaModel(strapi, uid);
  for (const [key, value] of Object.entries(populate)) {
    const attribute = model?.attributes[key];
    if (!attribute || !isPlainObject(value)) continue;
    const target =
      attribute.type === 'media'
        ? 'plugin::upload.file'
        : attribute.type === 'relation'
          ? attribute.target
          : attribute.type === 'component'
            ? attribute.component
            : undefined;
    if (target) checkNested(strapi, target, value);
    if (attribute.type === 'dynamiczone' && isPlainObject(value.on))
      for (const [component, nested] of Object.entries(value.on)) if (isPlainObject(nested)) checkNested(strapi, component, nested);
  }
}

function checkNested(strapi: Core.Strapi, uid: string, query: Record<string, unknown>): void {
  if (query.filters !== undefined && query.filters !== null) checkFilters(strapi, uid, query.filters, '');
  if (query.sort !== undefined && query.sort !== null) checkSort(strapi, uid, query.sort);
  checkPopulate(strapi, uid, query.populate);
}

/**
 * Adds these rules to Strapi's validation of content-API queries, which every REST controller and every
 * GraphQL resolver (root lists, nested relations, components) runs before reading: one place for both.
 * A broken rule is a ValidationError, a 400 (GraphQL: BAD_USER_INPUT).
 */
export function checkPublicQueries(strapi: Core.Strapi) {
  const validate = strapi.contentAPI.validate;
  const strapiQuery = validate.query.bind(validate);
  validate.query = async (query, schema, options) => {
    checkNested(strapi, schema.uid, query ?? {});
    return strapiQuery(query, schema, options);
  };
}
