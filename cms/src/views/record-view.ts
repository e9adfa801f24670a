import type { Core } from '@strapi/strapi';
import { agencyToday } from '@coast/domain';
import { VIEWS_TABLE } from './table';

/** Adds one view to a listing's count for today (the agency's day), in one statement. */
export async function recordView(strapi: Core.Strapi, externalId: number, now = new Date()) {
  const knex = strapi.db.connection;
  const stamp = now.toISOString();
  await knex(VIEWS_TABLE)
    .insert({ external_id: externalId, day: agencyToday(now), count: 1, created_at: stamp, updated_at: stamp })
    .onConflict(['external_id', 'day'])
    .merge({ count: knex.raw(`${VIEWS_TABLE}.count + 1`), updated_at: stamp });
}
