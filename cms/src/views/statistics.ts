import type { Core } from '@strapi/strapi';
import { addDays, agencyToday } from '@coast/domain';
import { VIEWS_TABLE } from './table';

export interface ViewStatistics {
  readonly today: number;
  readonly week: number;
  readonly month: number;
  readonly total: number;
  /** The last 30 days, oldest first, every day present (0 when nobody looked). */
  readonly last30: readonly { readonly day: string; readonly views: number }[];
}

/** Monday of the agency's week that holds `day` (weeks start on Monday in Belgium). */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * A listing's views today, this week, this month, in total and per day over 30 days: two indexed queries
 * (sums over the unique (external_id, day) index, and the last 30 rows), whatever the years of history.
 */
export async function viewStatistics(strapi: Core.Strapi, externalId: number, now = new Date()): Promise<ViewStatistics> {
  const knex = strapi.db.connection;
  const today = agencyToday(now);
  const [week, month, first] = [mondayOf(today), `${today.slice(0, 8)}01`, addDays(today, -29)];
  const sums = (await knex(VIEWS_TABLE)
    .where({ external_id: externalId })
    .select(
      knex.raw('COALESCE(SUM(count), 0) AS total'),
      knex.raw('COALESCE(SUM(CASE WHEN day >= ? THEN count ELSE 0 END), 0) AS month', [month]),
      knex.raw('COALESCE(SUM(CASE WHEN day >= ? THEN count ELSE 0 END), 0) AS week', [week]),
      knex.raw('COALESCE(SUM(CASE WHEN day = ? THEN count ELSE 0 END), 0) AS today', [today]),
    )
    .first()) as Record<'total' | 'month' | 'week' | 'today', number | string> | undefined;
  const rows = (await knex(VIEWS_TABLE)
    .where({ external_id: externalId })
    .andWhere('day', '>=', first)
    .select(knex.raw('CAST(day AS TEXT) AS day'), 'count')) as { day: string; count: number | string }[];
  const byDay = new Map(rows.map((r) => [r.day.slice(0, 10), Number(r.count)]));
  const last30 = Array.from({ length: 30 }, (_, i) => addDays(first, i)).map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  const n = (key: 'total' | 'month' | 'week' | 'today') => Number(sums?.[key] ?? 0);
  return { today: n('today'), week: n('week'), month: n('month'), total: n('total'), last30 };
}
