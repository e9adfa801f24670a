import type { Core } from '@strapi/strapi';
import { isLocale, type SearchAlertFrequency } from '@coast/domain';
import { wakeOutbox } from '../outbox/running';
import { enqueueAlertMail, type AlertListing } from './mails';

const ALERTS = 'api::search-alert.search-alert';
const REGISTRATIONS = 'api::search-registration.search-registration';
const DAY_MS = 24 * 60 * 60_000;

/** The window of each frequency: at most one mail in it. `instant` mails after each import that brings something. */
export const FREQUENCY_WINDOW_MS: Readonly<Record<SearchAlertFrequency, number>> = { instant: 0, daily: DAY_MS, weekly: 7 * DAY_MS };

interface DueRow {
  id: number;
  document_id: string;
  email: string;
  name: string | null;
  language: string;
  frequency: SearchAlertFrequency;
  last_alert_at: Date | string | number | null;
}

interface ListingRead {
  externalId: number;
  webId: number | null;
  mainTypeName: string | null;
  cityName: string | null;
  price: number | string | null;
  availability: string | null;
  isInFeed: boolean | null;
  thumbnail?: { url?: string | null; formats?: Record<string, { url?: string }> | null } | null;
}

/** Where mail readers fetch a listing's photo: the CMS's media library as the public reaches it (MAIL_MEDIA_URL, else PUBLIC_URL). */
function photoUrl(strapi: Core.Strapi, thumbnail: ListingRead['thumbnail']): string | null {
  const path = thumbnail?.formats?.small?.url ?? thumbnail?.url;
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  const base = (process.env.MAIL_MEDIA_URL || String(strapi.config.get('server.url', '') ?? '')).replace(/\/+$/, '');
  return base ? `${base}${path}` : null;
}

const num = (value: number | string | null) => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * Sends the alerts that are due: every confirmed registration with pending alerts whose frequency
 * window has passed since its last mail (instant: always) gets one mail with all of them. A registration
 * is claimed by moving its last-alert time with one conditional UPDATE, so two CMS instances never mail it
 * twice in a window; the mail, the alerts marked sent and the claim are one transaction.
 * Returns how many mails were queued.
 */
export async function sendDueAlerts(strapi: Core.Strapi, options: { now?: Date; frequencies?: readonly SearchAlertFrequency[] } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const frequencies = options.frequencies ?? (['instant', 'daily', 'weekly'] as const);
  const knex = strapi.db.connection;
  let mailed = 0;
  // Through the due registrations by id, once each (one that could not be claimed is not asked again in this run).
  let after = 0;
  for (;;) {
    const due: DueRow[] = await knex('search_registrations as r')
      .select('r.id', 'r.document_id', 'r.email', 'r.name', 'r.language', 'r.frequency', 'r.last_alert_at')
      .where('r.state', 'confirmed')
      .whereIn('r.frequency', [...frequencies])
      .whereExists((q) => q.select(knex.raw('1')).from('search_alerts as a').whereRaw('a.registration_id = r.id').andWhere('a.state', 'pending'))
      .andWhere((q) => {
        q.where('r.frequency', 'instant')
          .orWhereNull('r.last_alert_at')
          .orWhere((d) => d.where('r.frequency', 'daily').andWhere('r.last_alert_at', '<=', new Date(now.getTime() - FREQUENCY_WINDOW_MS.daily)))
          .orWhere((w) => w.where('r.frequency', 'weekly').andWhere('r.last_alert_at', '<=', new Date(now.getTime() - FREQUENCY_WINDOW_MS.weekly)));
      })
      .andWhere('r.id', '>', after)
      .orderBy('r.id')
      .limit(200);
    if (!due.length) break;
    for (const row of due) {
      after = row.id;
      if (await mailOne(strapi, row, now)) mailed++;
    }
  }
  if (mailed) wakeOutbox();
  return mailed;
}

async function mailOne(strapi: Core.Strapi, row: DueRow, now: Date): Promise<boolean> {
  return strapi.db.transaction(async () => {
    // The claim: only the instance whose update moved the last-alert time (still outside the window) writes this mail.
    const previous = row.last_alert_at === null ? null : new Date(row.last_alert_at);
    const window = FREQUENCY_WINDOW_MS[row.frequency] ?? 0;
    const outside = window === 0 ? { $lt: now } : { $lte: new Date(now.getTime() - window) };
    const { count } = await strapi.db.query(REGISTRATIONS).updateMany({
      where: { id: row.id, state: 'confirmed', $or: [{ lastAlertAt: { $null: true } }, { lastAlertAt: outside }] },
      data: { lastAlertAt: now },
    });
    if (count !== 1) return false;
    const pending: Array<{ id: number; listingId: number; reason: 'new' | 'price-drop'; oldPrice: number | string | null }> = await strapi.db
      .query(ALERTS)
      .findMany({ where: { registrationId: row.id, state: 'pending' }, select: ['id', 'listingId', 'reason', 'oldPrice'], orderBy: { id: 'asc' } });
    const listings: ListingRead[] = await strapi.db.query('api::property.property').findMany({
      where: { externalId: { $in: [...new Set(pending.map((p) => p.listingId))] } },
      select: ['externalId', 'webId', 'mainTypeName', 'cityName', 'price', 'availability', 'isInFeed'],
      populate: { thumbnail: { select: ['url', 'formats'] } },
    });
    const byId = new Map(listings.map((l) => [l.externalId, l]));
    // A listing sold, rented or gone since it was queued is left out (and not announced later for that reason either).
    const offered = pending.filter((p) => {
      const l = byId.get(p.listingId);
      return l?.isInFeed && (l.availability === 'for_sale' || l.availability === 'for_rent');
    });
    const items: AlertListing[] = offered.map((p) => {
      const l = byId.get(p.listingId)!;
      return {
        externalId: l.externalId,
        reason: p.reason,
        webId: l.webId,
        typeName: l.mainTypeName ?? '',
        town: l.cityName ?? '',
        price: num(l.price),
        oldPrice: num(p.oldPrice),
        photoUrl: photoUrl(strapi, l.thumbnail),
      };
    });
    // New listings first, then price drops; each group in the order they came.
    items.sort((a, b) => (a.reason === b.reason ? 0 : a.reason === 'new' ? -1 : 1));
    const language = isLocale(row.language) ? row.language : 'nl';
    const mailId = items.length
      ? await enqueueAlertMail(strapi, { id: row.id, documentId: row.document_id, email: row.email, name: row.name, language }, items, now)
      : null;
    if (!mailId) {
      // Nothing left to say: the window is not used up.
      await strapi.db.query(REGISTRATIONS).updateMany({ where: { id: row.id }, data: { lastAlertAt: previous } });
    }
    await strapi.db.query(ALERTS).updateMany({
      where: { id: { $in: pending.map((p) => p.id) } },
      data: { state: 'sent', mailId, sentAt: now },
    });
    return mailId !== null;
  });
}
