import type { Core } from '@strapi/strapi';
import { agencyInstant, agencyWallTime } from '@coast/domain';

const VIEWING = 'api::listing-viewing.listing-viewing';

/**
 * A viewing is entered as a Belgian day and time of day (`visitDate`, `visitTime`: no time zone, so the
 * admin stores what staff typed whatever their browser's zone); its instant `startsAt` (sorting, the
 * owner portal) is worked out from them here on every save. A write that gives only `startsAt` (a script,
 * an import) gets its day and time from it instead.
 */
export function keepViewingTimes(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== VIEWING || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const data = params.data;
    if (!data) return next();
    if ('visitDate' in data || 'visitTime' in data) {
      const stored =
        params.documentId && !('visitDate' in data && 'visitTime' in data)
          ? ((await strapi.db.query(VIEWING).findOne({ where: { documentId: params.documentId }, select: ['visitDate', 'visitTime'] })) as Record<
              string,
              unknown
            > | null)
          : null;
      const date = 'visitDate' in data ? data.visitDate : stored?.visitDate;
      const time = 'visitTime' in data ? data.visitTime : stored?.visitTime;
      const instant = typeof date === 'string' && typeof time === 'string' ? agencyInstant(date, time) : null;
      params.data = { ...data, startsAt: instant };
    } else if ('startsAt' in data && data.startsAt) {
      const wall = agencyWallTime(data.startsAt as string | Date);
      if (wall) params.data = { ...data, visitDate: wall.date, visitTime: `${wall.time}:00.000` };
    }
    return next();
  });
}

/** On start: the Belgian day and time of viewings stored before they were fields of their own. */
export async function fillViewingTimes(strapi: Core.Strapi): Promise<number> {
  const query = strapi.db.query(VIEWING);
  const rows = (await query.findMany({ where: { visitDate: { $null: true }, startsAt: { $notNull: true } }, select: ['id', 'startsAt'] })) as Array<{
    id: number;
    startsAt: string | Date;
  }>;
  for (const row of rows) {
    const wall = agencyWallTime(row.startsAt);
    if (wall) await query.update({ where: { id: row.id }, data: { visitDate: wall.date, visitTime: `${wall.time}:00.000` } });
  }
  return rows.length;
}
