import type { Core } from '@strapi/strapi';
import { deferDeepPages } from './deep-pages';
import { townsWithoutJoin, type ReadEvent } from './town-filter';

const PROPERTY = 'api::property.property';

/** The listing reads' query shapes that keep a list fast at 100,000 listings: towns without a join, then deep pages by id. */
export function shapeListingReads(strapi: Core.Strapi) {
  const towns = townsWithoutJoin(strapi);
  const deep = deferDeepPages(strapi);
  const read = async (event: ReadEvent) => {
    await towns(event);
    await deep(event);
  };
  strapi.db.lifecycles.subscribe({ models: [PROPERTY], beforeFindMany: read, beforeFindOne: towns, beforeCount: towns });
}
