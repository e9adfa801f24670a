/**
 * What staff see in the admin for one content type or component, written in code (one file per model in
 * this folder) and applied to the content-manager configuration on every start
 * (src/bootstrap/admin-layout.ts).
 */

/** The admin's help for one field: its edit-view label and hint, and how it behaves there. */
export interface FieldHelp {
  /** Plain English name shown above the field and as its list-view column header. */
  readonly label: string;
  /** The hint under the field: what it does on the site, the allowed values, an example. */
  readonly description: string;
  readonly placeholder?: string;
  /** false: shown but read-only in the edit view (the feed, not staff, sets it). Default true. */
  readonly editable?: boolean;
  /** false: not shown in the edit view at all (internal bookkeeping). Default true. */
  readonly visible?: boolean;
  /** A shorter list-view column header, when the label is long. */
  readonly listLabel?: string;
  /** For a relation: which field of the related entry names it in the picker (e.g. 'name'). */
  readonly mainField?: string;
}

/** A field in an edit-view row: its name, or [name, width in the 12-column grid] (no width: the type's default). */
export type RowField = string | readonly [name: string, size?: number];

/** A group of rows that belong together (the admin shows the rows in order; the title is for readers). */
export interface EditGroup {
  readonly title: string;
  readonly rows: ReadonlyArray<ReadonlyArray<RowField>>;
}

export interface ListSettings {
  /** The field that names an entry (list view link text, relation pickers, repeatable component titles). */
  readonly mainField?: string;
  readonly defaultSortBy?: string;
  readonly defaultSortOrder?: 'ASC' | 'DESC';
  /** Entries per page in the list view (10-100). */
  readonly pageSize?: number;
}

export interface ModelLayout {
  /** 'api::property.property' or a component uid such as 'shared.seo'. */
  readonly uid: string;
  readonly kind: 'contentType' | 'component';
  /** Every attribute of the model, with label and help. */
  readonly fields: Readonly<Record<string, FieldHelp>>;
  /** The edit view, top to bottom. Fields left out are appended at the end. */
  readonly edit: readonly EditGroup[];
  /** The list view's columns, left to right (content types only). */
  readonly list?: readonly string[];
  readonly settings?: ListSettings;
}

export const contentType = (layout: Omit<ModelLayout, 'kind'>): ModelLayout => ({ ...layout, kind: 'contentType' });
export const component = (layout: Omit<ModelLayout, 'kind'>): ModelLayout => ({ ...layout, kind: 'component' });
export const group = (title: string, ...rows: ReadonlyArray<ReadonlyArray<RowField>>): EditGroup => ({ title, rows });
