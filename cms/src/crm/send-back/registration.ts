import type { Core } from '@strapi/strapi';
import { isLocale } from '@coast/domain';
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
      frequency: row.frequency,
    },
    settings,
  );
  await queueCrmMessage(strapi, { ...message, registrationId: row.id, submissionId: submission?.id ?? null });
  return true;
}

/**
 * The person stopped a search the CRM was told about: UnsubscribeDemandPerson, with the CRM's ids when
 * known now (else the worker takes them from the registration once DemandRegister is answered). Null
 * when there is nothing to stop in the CRM: the link is off, DemandRegister was never queued (the link
 * was off then), or, for a registration about to be erased (`erasing`), it never reached the CRM (it is
 * erased with the registration). An erased registration's message carries only the CRM's ids.
 */
export async function crmUnsubscribeOf(
  strapi: Core.Strapi,
  row: { id: number; language: string; crmPersonId?: number | null; crmDemandId?: number | null },
  erasing = false,
): Promise<CrmMessageDraft | null> {
  const settings = crmSettings();
  if (!settings) return null;
  const registered: Array<{ status: string }> = await strapi.db
    .query(CRM_MESSAGES)
    .findMany({ where: { searchRegistration: { id: row.id }, endpoint: 'DemandRegister' }, select: ['status'] });
  if (!registered.length || (erasing && !registered.some((m) => m.status === 'sent'))) return null;
  return {
    endpoint: 'UnsubscribeDemandPerson',
    payload: {
      ID: row.crmPersonId ?? null,
      DemandID: row.crmDemandId ?? null,
      LanguageId: crmLanguageId(settings, isLocale(row.language) ? row.language : 'nl'),
    },
    registrationId: erasing ? null : row.id,
  };
}
