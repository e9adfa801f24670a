import type { Modules, UID } from '@strapi/strapi';

/** The data Strapi's typings accept for a content type or component (from types/generated). */
export type DocumentInput<TUID extends UID.Schema> = Modules.Documents.Params.Data.Input<TUID>;

/** Adds null to every optional field, in components and dynamic-zone entries too. */
export type WithNulls<T> = T extends readonly (infer TItem)[]
  ? WithNulls<TItem>[]
  : T extends object
    ? { [TKey in keyof T]: undefined extends T[TKey] ? WithNulls<T[TKey]> | null : WithNulls<T[TKey]> }
    : T;

/**
 * Document data as this app writes it: an optional field may also be null, components' fields
 * included. Strapi's input typings have no null, yet the document service stores null as "empty" (and
 * an update with null clears the field), which the importer and the seed rely on. Required fields stay
 * required and non-null.
 */
export type NullableInput<TUID extends UID.Schema> = WithNulls<DocumentInput<TUID>>;

/**
 * Hands data with nulls to the document service as the input type its typings expect. The one place
 * where the missing null is bridged; the data is passed on unchanged.
 */
export function documentData<TUID extends UID.Schema>(data: NullableInput<TUID>): DocumentInput<TUID> {
  return data as DocumentInput<TUID>;
}
