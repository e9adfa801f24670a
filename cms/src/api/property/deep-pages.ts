import type { Core } from '@strapi/strapi';
import type { ReadEvent } from './town-filter';

const PROPERTY = 'api::property.property';
/** From this offset on (page 5 of 12), a page is found by id first; below it the plain read is as quick. */
export const DEFERRED_FROM_OFFSET = 48;

/**
 * A page far into a list (the last pages of "price down") is read in two steps: the page's ids from the
 * list's index alone (an index-only walk past the skipped listings), then those few rows. Read in one
 * step, the database fetches every skipped listing's whole row only to throw it away.
 */
export function deferDeepPages(strapi: Core.Strapi) {
  return async (event: ReadEvent) => {
    const params = event.params;
    if (!params || params._q != null || !params.limit || !params.offset || params.offset < DEFERRED_FROM_OFFSET) return;
    const { where, orderBy, offset, limit } = params;
    const ids = strapi.db
      .queryBuilder(PROPERTY)
      .init({ ...(where ? { where } : {}), ...(orderBy ? { orderBy } : {}), offset, limit, select: ['id'] })
      .getKnexQuery();
    params.where = { id: { $in: ids } };
    params.offset = 0;
  };
}
