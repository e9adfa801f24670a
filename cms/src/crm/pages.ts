import type { CrmClient } from './client';
import { CrmAnswerError } from './crm-error';

type Row = Record<string, unknown>;

/**
 * Every page of a list call (GetPropertyList, GetProjectList): `Limit1` is the first row, `Limit2` the
 * rows per page; the value is `{ Items, RowCount }`. Stops at a short page or when RowCount is reached.
 */
export async function readEveryPage(client: CrmClient, endpoint: string, pageSize: number, params: Row): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page += 1) {
    const value = (await client.call(endpoint, { ...params, Limit1: page * pageSize, Limit2: pageSize })) as Row | null;
    const items = value?.Items;
    if (!Array.isArray(items)) throw new CrmAnswerError(`${endpoint}: the answer has no list of items (Value.Items is missing)`);
    rows.push(...(items as Row[]));
    const total = typeof value?.RowCount === 'number' ? value.RowCount : rows.length;
    if (items.length < pageSize || rows.length >= total) return rows;
    if (page > 10_000) throw new CrmAnswerError(`${endpoint}: more than 10,000 pages, stopped`);
  }
}
