import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { FACADE_CHOICES, isLocale, type FacadeChoice } from '@coast/domain';
import { crmSettings } from '../settings';
import { crmLanguageId, registrationMessage } from './payloads';
import { CRM_MESSAGES, queueCrmMessage, type CrmMessageDraft } from './queue';

/** A search registration's row, as the link handlers read it. */
export interface RegistrationRow {
  readonly id: number;
  readonly language: string;
  readonly goal: string;
  readonly propertyTypes: unknown;
  readonly zones: unknown;
  readonly minPrice: number | string | null;
  readonly maxPrice: number | string | null;
  readonly minBedrooms: number | null;
  readonly garage: boolean | null;
  readonly parking: boolean | null;
  readonly garden?: boolean | null;
  readonly terrace?: boolean | null;
  readonly facades?: number | null;
  readonly minPlot?: number | null;
  readonly newBuild?: boolean | null;
  readonly furnished?: boolean | null;
  readonly frequency: string;
}

const numberOrNull = (value: number | string | null) => (value === null || value === undefined ? null : Number(value));
const list = <T>(value: unknown, keep: (v: unknown) => v is T): T[] => (Array.isArray(value) ? value.filter(keep) : []);

/** The postcodes of a search's zones: a postcode as given, a town by the postcodes of its listings (in the caller's transaction). */
async function zipsOf(strapi: Core.Strapi, zones: readonly string[]): Promise<string[]> {
  const zips = new Set(zones.map((zone) => zone.trim()).filter((zone) => /^\d{4}$/.test(zone)));
  const towns = zones.map((zone) => zone.trim()).filter((zone) => zone && !/^\d{4}$/.test(zone));
  if (towns.length) {
    const rows: Array<{ zip: string | null }> = await strapi.db.query('api::property.property').findMany({
      where: { $or: towns.map((town) => ({ cityName: { $eqi: town } })), zip: { $notNull: true } },
      select: ['zip'],
    });
    for (const row of rows) if (row.zip) zips.add(row.zip);
  }
  return [...zips].sort();
}

/** A confirmed search goes to the CRM as DemandRegister (in the confirmation's transaction), with the person from its request. */
export async function queueRegistrationForCrm(strapi: Core.Strapi, row: RegistrationRow, submission: { id: number; fields: Record<string, unknown> } | null) {
  const settings = crmSettings();
  if (!settings) return false;
  const zones = list(row.zones, (v): v is string => typeof v === 'string');
  const password = crypto.randomBytes(18).toString('base64url');
  const message = registrationMessage(
    submission?.fields ?? {},
    {
      language: isLocale(row.language) ? row.language : 'nl',
      goal: row.goal === 'rent' ? 'rent' : 'buy',
      propertyTypes: list(row.propertyTypes, (v): v is number => typeof v === 'number'),
      zones,
      zips: await zipsOf(strapi, zones),
      minPrice: numberOrNull(row.minPrice),
      maxPrice: numberOrNull(row.maxPrice),
      minBedrooms: row.minBedrooms,
      garage: row.garage,
      parking: row.parking,
      garden: row.garden ?? null,
      terrace: row.terrace ?? null,
      facades: (FACADE_CHOICES as readonly unknown[]).includes(row.facades) ? (row.facades as FacadeChoice) : null,
      minPlot: row.minPlot ?? null,
      newBuild: row.newBuild ?? null,
      furnished: row.furnished ?? null,
      frequency: row.frequency,
    },
    settings,
    password,
  );
  await strapi.db.query('api::search-registration.search-registration').update({ where: { id: row.id }, data: { crmPassword: password } });
  await queueCrmMessage(strapi, { ...message, registrationId: row.id, submissionId: submission?.id ?? null });
  return true;
}

/**
 * The person stopped a search (unsubscribed, or deleted it: `erasing`): its DemandRegister not sent yet
 * is withdrawn, and if one reached the CRM (or is on its way), UnsubscribeDemandPerson follows, with the
 * CRM's ids when known now (else the worker finds them). Null when nothing reached the CRM, or the link
 * is off. Runs in the caller's transaction. An erased registration's message keeps no relation to it,
 * and what it needs to find the ids (the e-mail and the search's CRM login) only until it is sent.
 */
export async function crmUnsubscribeOf(
  strapi: Core.Strapi,
  row: { id: number; language: string; email: string; crmPersonId?: number | null; crmDemandId?: number | null; crmPassword?: string | null },
  erasing = false,
): Promise<CrmMessageDraft | null> {
  const settings = crmSettings();
  if (!settings) return null;
  const now = new Date();
  const registered: Array<{ id: number; delivery: string; leaseUntil: string | null }> = await strapi.db
    .query(CRM_MESSAGES)
    .findMany({ where: { searchRegistration: { id: row.id }, endpoint: 'DemandRegister' }, select: ['id', 'delivery', 'leaseUntil'] });
  const inFlight = (m: { delivery: string; leaseUntil: string | null }) => m.delivery === 'pending' && m.leaseUntil !== null && new Date(m.leaseUntil) > now;
  const unsent = registered.filter((m) => m.delivery !== 'sent' && !inFlight(m));
  if (unsent.length) await strapi.db.query(CRM_MESSAGES).deleteMany({ where: { id: { $in: unsent.map((m) => m.id) } } });
  if (unsent.length === registered.length) return null;
  return {
    endpoint: 'UnsubscribeDemandPerson',
    payload: {
      ID: row.crmPersonId ?? null,
      DemandID: row.crmDemandId ?? null,
      LanguageId: crmLanguageId(settings, isLocale(row.language) ? row.language : 'nl'),
    },
    lookup: erasing && row.crmPassword ? { Email: row.email, Password: row.crmPassword } : null,
    registrationId: erasing ? null : row.id,
  };
}
