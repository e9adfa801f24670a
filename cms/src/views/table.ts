import type { Core } from '@strapi/strapi';

/** The views table (content type api::listing-view), written with plain SQL: one row per listing and day. */
export const VIEWS_TABLE = 'listing_views';

/**
 * One row per listing and day, enforced by the database: concurrent beacons then add to one row (an
 * upsert) instead of racing to create two. Also serves the portal's range reads.
 */
export async function ensureViewsIndex(strapi: Core.Strapi) {
  await strapi.db.connection.raw(`CREATE UNIQUE INDEX IF NOT EXISTS listing_views_listing_day ON ${VIEWS_TABLE} (external_id, day)`);
}
