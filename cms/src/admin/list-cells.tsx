import type { ReactNode } from 'react';
import { CHOICE_LABELS, REFERENCE_FIELDS } from '../admin-layout/value-labels';

/** A list view column as the content manager hands it to the hook (the fields this file uses). */
interface Header {
  readonly name: string;
  readonly attribute?: { readonly type?: string };
  readonly cellFormatter?: (row: Record<string, unknown>, header: unknown, context: { model: string }) => ReactNode;
  readonly [key: string]: unknown;
}
interface ListHookArgs {
  readonly displayedHeaders: readonly Header[];
  readonly [key: string]: unknown;
}

const plain = (value: unknown): ReactNode => (value === null || value === undefined || value === '' ? '-' : String(value));

/** One cell: a code by its label, a yes/no in words, a reference as typed. */
const formatted =
  (name: string, type: string | undefined) =>
  (row: Record<string, unknown>): ReactNode => {
    const value = row[name];
    const labels = CHOICE_LABELS[name];
    if (labels && typeof value === 'string') return labels[value] ?? value;
    if (type === 'boolean') return value === true ? 'Yes' : value === false ? 'No' : '-';
    return plain(value);
  };

/**
 * The content manager's list views show stored codes (`for_sale`), true/false and grouped numbers
 * (4,512,001): these columns are shown in staff's words instead, the stored values unchanged. Hooked
 * into every list view (the hook 'Admin/CM/pages/ListView/inject-column-in-table').
 */
export function listCellsInWords({ displayedHeaders, ...rest }: ListHookArgs): ListHookArgs {
  return {
    ...rest,
    displayedHeaders: displayedHeaders.map((header) => {
      const type = header.attribute?.type;
      const wanted =
        (type === 'enumeration' && header.name in CHOICE_LABELS) || type === 'boolean' || (type === 'integer' && REFERENCE_FIELDS.has(header.name));
      return wanted && !header.cellFormatter ? { ...header, cellFormatter: formatted(header.name, type) } : header;
    }),
  };
}
