import { parseGoal } from '@coast/domain';
import { propertyListItems } from '../crm/envelope';

/**
 * The listing feed's own record (Omnicasa web service shape, Dutch). Its field names stay at this
 * boundary: `to-property-data.ts` maps them to the product's names.
 */
export interface FeedPicture {
  ID: number | string;
  Url: string;
  Width?: number | null;
  Height?: number | null;
  Name?: string | null;
}

export type FeedRecord = Record<string, unknown> & {
  ID: number;
  WebID: number;
  Goal: number;
  Zip: string;
  City: string;
  CountryID: number;
  SmallPictureItem?: FeedPicture | null;
  LargePictureItems?: FeedPicture[] | null;
  Documents?: { Name: string; Url: string }[] | null;
};

export type Validation = { ok: true; record: FeedRecord } | { ok: false; id: string; reason: string };

const isInt = (v: unknown) => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^\d+$/.test(v.trim()));
const isNumberOrNull = (v: unknown) => v === null || v === undefined || (typeof v === 'number' && Number.isFinite(v));

/**
 * Checks what the importer relies on. A record that fails is reported with its id and the reason, and
 * the rest of the feed is imported.
 */
export function validateFeedRecord(raw: unknown, index: number): Validation {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, id: `#${index}`, reason: 'record is not an object' };
  const r = raw as Record<string, unknown>;
  const id = r.ID === undefined || r.ID === null ? `#${index}` : String(r.ID);
  const fail = (reason: string): Validation => ({ ok: false, id, reason });

  if (!isInt(r.ID) || Number(r.ID) <= 0) return fail('ID is missing or not a positive integer');
  if (!isInt(r.WebID)) return fail('WebID (type) is missing or not an integer');
  // The feed speaks in codes: a product name like 'sale' is as wrong here as an unknown code.
  if (!isInt(r.Goal) || parseGoal(r.Goal) === null) return fail(`Goal must be 0 (sale), 1 (rent) or 2 (takeover), got ${JSON.stringify(r.Goal)}`);
  if (typeof r.City !== 'string' || r.City.trim() === '') return fail('City is missing');
  if (r.Zip === null || r.Zip === undefined || String(r.Zip).trim() === '') return fail('Zip is missing');
  if (!isInt(r.CountryID)) return fail('CountryID is missing or not an integer');
  for (const key of ['Price', 'EnergyPerformance', 'GoogleX', 'GoogleY']) {
    if (!isNumberOrNull(r[key])) return fail(`${key} must be a number or null, got ${JSON.stringify(r[key])}`);
  }
  if (r.LargePictureItems !== undefined && r.LargePictureItems !== null && !Array.isArray(r.LargePictureItems)) return fail('LargePictureItems must be a list');
  const pictures = (r.LargePictureItems as unknown[] | null | undefined) ?? [];
  for (const p of pictures) {
    if (!p || typeof p !== 'object' || !('ID' in p) || typeof (p as FeedPicture).Url !== 'string') return fail('a picture has no ID or Url');
  }
  return {
    ok: true,
    record: {
      ...r,
      ID: Number(r.ID),
      WebID: Number(r.WebID),
      Goal: Number(r.Goal),
      Zip: String(r.Zip).trim(),
      City: (r.City as string).trim(),
      CountryID: Number(r.CountryID),
    } as FeedRecord,
  };
}

/** The records of a feed: the web service's envelope or the older file shape (crm/envelope.ts); a failed answer throws. */
export function feedItems(file: unknown): unknown[] {
  return propertyListItems(file).items;
}
