import type { Core } from '@strapi/strapi';
import { listingZoneKeys, matchesListingFeatures, type ListingFeatureFacts } from '@coast/domain';
import { featureFilterOf } from './criteria';

/** What an import did to a listing, as alerts need it: new to the site (or back in the feed), or changed with its price before. */
export interface ListingChange {
  readonly externalId: number;
  readonly kind: 'created' | 'returned' | 'updated';
  /** The public price before this import (null when hidden or unknown): a lower one now is a price drop. */
  readonly oldPrice: number | null;
}

interface ListingRow {
  external_id: number;
  goal: string | null;
  web_id: number | null;
  zip: string | null;
  city_name: string | null;
  price: number | string | null;
  bedrooms: number | null;
  garages: number | null;
  parkings: number | null;
  availability: string | null;
  is_in_feed: boolean | number | null;
  surface_garden: number | string | null;
  surface_terrace: number | string | null;
  facades: number | null;
  surface_ground: number | string | null;
  condition: string | null;
  furnished: boolean | number | null;
}

/** A match found in SQL (goal, type, zone, bounds), with what its registration asks of the features. */
interface Candidate {
  registration_id: number;
  listing_id: number;
  reason: string;
  price: number | string | null;
  old_price: number | string | null;
  garden: unknown;
  terrace: unknown;
  facades: unknown;
  min_plot: unknown;
  new_build: unknown;
  furnished: unknown;
}

/** The listing's features as @coast/domain's filters read them (the list's own fields). */
const featureFacts = (row: ListingRow): ListingFeatureFacts => ({
  surfaceGarden: row.surface_garden,
  surfaceTerrace: row.surface_terrace,
  garages: row.garages,
  parkings: row.parkings,
  facades: row.facades,
  surfaceGround: row.surface_ground,
  condition: row.condition,
  furnished: row.furnished === null || row.furnished === undefined ? null : Boolean(row.furnished),
});

/** Listings per statement: two zone rows each, ten values a row, well under both databases' limit on bound values. */
const CHUNK = 500;
const num = (value: number | string | null) => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * The matching of an import, in SQL: the changed listings that are on offer become a VALUES table (one
 * row per zone key: zip and town), joined to the criterion rows through their index (goal, type, zone),
 * the bounds tested on those rows only, then to confirmed registrations. The feature filters (garden,
 * terrace, façades, plot, new build, furnished) are then tested with the list's own rule
 * (@coast/domain matchesListingFeatures), not written again in SQL. Each (registration, listing,
 * reason) is inserted once as a pending alert, and one that exists already is skipped by the unique
 * index, so a listing is never announced twice for the same reason to the same registration. The rows
 * are bookkeeping that staff read through the registration's mails, so they get no document id.
 * Returns how many alerts were queued.
 */
export async function queueAlerts(strapi: Core.Strapi, changes: readonly ListingChange[], now = new Date()): Promise<number> {
  const knex = strapi.db.connection;
  let queued = 0;
  for (let i = 0; i < changes.length; i += CHUNK) {
    const chunk = changes.slice(i, i + CHUNK);
    const byId = new Map(chunk.map((c) => [c.externalId, c]));
    const rows: ListingRow[] = await knex('properties')
      .select(
        'external_id',
        'goal',
        'web_id',
        'zip',
        'city_name',
        'price',
        'bedrooms',
        'garages',
        'parkings',
        'availability',
        'is_in_feed',
        'surface_garden',
        'surface_terrace',
        'facades',
        'surface_ground',
        'condition',
        'furnished',
      )
      .whereIn(
        'external_id',
        chunk.map((c) => c.externalId),
      );
    const values: unknown[][] = [];
    const listings = new Map(rows.map((row) => [row.external_id, row]));
    for (const row of rows) {
      const change = byId.get(row.external_id);
      if (!change || !row.is_in_feed || (row.availability !== 'for_sale' && row.availability !== 'for_rent')) continue;
      if (row.goal !== 'sale' && row.goal !== 'rent') continue;
      const price = num(row.price);
      const dropped = change.kind === 'updated' && change.oldPrice !== null && price !== null && price < change.oldPrice;
      const reason = change.kind === 'updated' ? (dropped ? 'price-drop' : null) : 'new';
      if (!reason || row.web_id === null) continue;
      for (const zone of listingZoneKeys(row.zip, row.city_name)) {
        values.push([
          row.external_id,
          row.goal,
          row.web_id,
          zone,
          price,
          row.bedrooms ?? 0,
          row.garages ?? 0,
          row.parkings ?? 0,
          reason,
          dropped ? change.oldPrice : null,
        ]);
      }
    }
    if (!values.length) continue;
    const tuple =
      '(CAST(? AS INTEGER), CAST(? AS VARCHAR(16)), CAST(? AS INTEGER), CAST(? AS VARCHAR(255)), CAST(? AS NUMERIC), CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS VARCHAR(16)), CAST(? AS NUMERIC))';
    const sql = `
      SELECT DISTINCT c.registration_id AS registration_id, v.column1 AS listing_id, v.column9 AS reason, v.column5 AS price, v.column10 AS old_price,
        c.garden AS garden, c.terrace AS terrace, c.facades AS facades, c.min_plot AS min_plot, c.new_build AS new_build, c.furnished AS furnished
      FROM (VALUES ${values.map(() => tuple).join(', ')}) AS v
      JOIN search_criteria c ON c.goal = v.column2 AND c.web_id = v.column3 AND c.zone = v.column4
      JOIN search_registrations r ON r.id = c.registration_id
      WHERE r.state = 'confirmed'
        AND (c.min_price IS NULL OR (v.column5 IS NOT NULL AND v.column5 >= c.min_price))
        AND (c.max_price IS NULL OR (v.column5 IS NOT NULL AND v.column5 <= c.max_price))
        AND (c.min_bedrooms IS NULL OR v.column6 >= c.min_bedrooms)
        AND (c.garage IS NULL OR v.column7 > 0)
        AND (c.parking IS NULL OR v.column8 > 0)`;
    const candidates = rowsOf<Candidate>(await knex.raw(sql, values.flat()));
    const matches = new Map<string, Candidate>();
    for (const c of candidates) {
      const listing = listings.get(Number(c.listing_id));
      if (listing && matchesListingFeatures(featureFacts(listing), featureFilterOf(c))) matches.set(`${c.registration_id}|${c.listing_id}|${c.reason}`, c);
    }
    if (!matches.size) continue;
    const found = [...matches.values()];
    // Eight values a row: a thousand rows stay under both databases' limit on bound values.
    for (let j = 0; j < found.length; j += 1000) {
      const batch = found.slice(j, j + 1000);
      const insert = `
        INSERT INTO search_alerts (registration_id, listing_id, reason, price, old_price, state, created_at, updated_at, published_at)
        VALUES ${batch.map(() => "(?, ?, ?, ?, ?, 'pending', ?, ?, ?)").join(', ')}
        ON CONFLICT (registration_id, listing_id, reason) DO NOTHING`;
      const result = await knex.raw(
        insert,
        batch.flatMap((m) => [m.registration_id, m.listing_id, m.reason, m.price, m.old_price, now, now, now]),
      );
      queued += insertedCount(result);
    }
  }
  return queued;
}

/** The rows of a SELECT, from either driver's answer (PostgreSQL: `rows`; SQLite: the list itself). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (((result as { rows?: T[] } | undefined)?.rows ?? []) as T[]);
}

/** Rows an INSERT changed, from either driver's answer. */
function insertedCount(result: unknown): number {
  const r = result as { rowCount?: number; changes?: number } | undefined;
  return Number(r?.rowCount ?? r?.changes ?? 0);
}
