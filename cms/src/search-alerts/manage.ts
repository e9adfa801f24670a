import type { Core } from '@strapi/strapi';
import { SEARCH_CRITERIA_FIELDS, isLocale, searchCriteriaSchema, validateForm, type FormMessageKey, type Locale } from '@coast/domain';
import { enqueueMails } from '../outbox/enqueue';
import { wakeOutbox } from '../outbox/running';
import { formsConfig } from '../forms/config';
import { newsletterConfirmedMail } from '../forms/plans';
import { criteriaOf, deleteCriteria, writeCriteria } from './criteria';
import { checkSearchLink, type SearchLinkPurpose } from './links';
import { REGISTRATIONS } from './register';
import { crmUnsubscribeOf, queueRegistrationForCrm } from '../crm/send-back/registration';
import { eraseCrmMessages, queueCrmMessage } from '../crm/send-back/queue';
import { wakeCrmSendBack } from '../crm/send-back/running';

/** What an endpoint of a registration's links answers: the outcome and, for a valid link, its language. */
export type LinkOutcome<T = object> =
  | { readonly status: 200; readonly body: { ok: true; lang: Locale } & T }
  | { readonly status: 400; readonly body: { ok: false; reason: 'invalid'; lang?: Locale; errors?: Record<string, FormMessageKey> } }
  | { readonly status: 403; readonly body: { ok: false; reason: 'invalid' } }
  | { readonly status: 410; readonly body: { ok: false; reason: 'expired' | 'gone'; lang?: Locale } };

/** A link refused: forged or changed (403), past its time or with nothing left to do (410). */
type LinkRefusal = Extract<LinkOutcome, { status: 403 | 410 }>;

interface RegistrationRow {
  id: number;
  documentId: string;
  email: string;
  name: string | null;
  language: string;
  state: 'unconfirmed' | 'confirmed' | 'unsubscribed';
  crmPersonId: number | null;
  crmDemandId: number | null;
  crmPassword: string | null;
  goal: string;
  propertyTypes: unknown;
  zones: unknown;
  minPrice: number | string | null;
  maxPrice: number | string | null;
  minBedrooms: number | null;
  garage: boolean | null;
  parking: boolean | null;
  garden: boolean | null;
  terrace: boolean | null;
  facades: number | null;
  minPlot: number | null;
  newBuild: boolean | null;
  furnished: boolean | null;
  frequency: string;
  submission?: { id: number; documentId: string } | null;
}

const FIELDS = ['id', 'documentId', 'email', 'name', 'language', 'state', 'crmPersonId', 'crmDemandId', 'crmPassword', ...SEARCH_CRITERIA_FIELDS, 'frequency'];

const langOf = (row: RegistrationRow): Locale => (isLocale(row.language) ? row.language : 'nl');
const numOrUndefined = (value: number | string | null) => (value === null || value === undefined ? undefined : Number(value));

/** A link's registration, or the answer for a forged, expired or spent link. */
async function open(strapi: Core.Strapi, purpose: SearchLinkPurpose, link: unknown): Promise<RegistrationRow | LinkRefusal> {
  const given = (link && typeof link === 'object' ? link : {}) as Record<string, unknown>;
  const checked = checkSearchLink(purpose, { id: given.id, expires: given.exp ?? given.expires, token: given.token }, formsConfig().linkSecret);
  if (checked === 'invalid') return { status: 403, body: { ok: false, reason: 'invalid' } };
  const row: RegistrationRow | null = await strapi.db.query(REGISTRATIONS).findOne({
    where: { documentId: String(given.id) },
    select: FIELDS,
    populate: { submission: { select: ['id', 'documentId'] } },
  });
  if (checked === 'expired') return { status: 410, body: { ok: false, reason: 'expired', ...(row ? { lang: langOf(row) } : {}) } };
  // Deleted (by its owner, or unconfirmed for 7 days), or unsubscribed: the link has nothing left to do.
  if (!row || (row.state === 'unsubscribed' && purpose !== 'unsubscribe'))
    return { status: 410, body: { ok: false, reason: 'gone', ...(row ? { lang: langOf(row) } : {}) } };
  return row;
}

const isOutcome = (value: RegistrationRow | LinkRefusal): value is LinkRefusal => 'status' in value && typeof value.status === 'number';

/**
 * The double opt-in's link: the registration becomes confirmed (alerts may go out from the next import
 * on) and the agency is told, in one transaction. A second click changes nothing and still says yes.
 */
export async function confirmRegistration(strapi: Core.Strapi, link: unknown): Promise<LinkOutcome> {
  const row = await open(strapi, 'confirm', link);
  if (isOutcome(row)) return row;
  const lang = langOf(row);
  if (row.state === 'confirmed') return { status: 200, body: { ok: true, lang } };
  const config = formsConfig();
  await strapi.db.transaction(async () => {
    await strapi.db.query(REGISTRATIONS).update({ where: { id: row.id }, data: { state: 'confirmed', confirmedAt: new Date() } });
    const submissionId = row.submission?.documentId;
    if (!submissionId) return void (await queueRegistrationForCrm(strapi, row, null));
    const submission = await strapi.documents('api::submission.submission').findOne({ documentId: submissionId, fields: ['fields', 'language'] });
    await queueRegistrationForCrm(strapi, row, { id: row.submission!.id, fields: (submission?.fields ?? {}) as Record<string, unknown> });
    await strapi.documents('api::submission.submission').update({ documentId: submissionId, data: { state: 'confirmed' } as never });
    const request = {
      documentId: submissionId,
      form: 'demand-register' as const,
      locale: isLocale(submission?.language) ? submission.language : lang,
      fields: (submission?.fields ?? {}) as Record<string, unknown>,
      listing: null,
      submittedAt: new Date(),
    };
    if (submission) await enqueueMails(strapi, Number(submission.id), [await newsletterConfirmedMail(strapi, request, config)]);
  });
  wakeOutbox();
  wakeCrmSendBack();
  return { status: 200, body: { ok: true, lang } };
}

/** RFC 8058's one click (and the page's button): every mail stops at once; pending alerts are dropped. */
export async function unsubscribeRegistration(strapi: Core.Strapi, link: unknown): Promise<LinkOutcome> {
  const row = await open(strapi, 'unsubscribe', link);
  if (isOutcome(row)) return row;
  if (row.state !== 'unsubscribed') {
    await strapi.db.transaction(async () => {
      await strapi.db.query(REGISTRATIONS).update({ where: { id: row.id }, data: { state: 'unsubscribed', unsubscribedAt: new Date() } });
      await strapi.db.query('api::search-alert.search-alert').deleteMany({ where: { registrationId: row.id, state: 'pending' } });
      await deleteCriteria(strapi, row.id);
      // Its mails not yet sent are not sent.
      await deleteMails(strapi, { searchRegistration: { id: row.id }, delivery: 'pending' });
      const crm = await crmUnsubscribeOf(strapi, row);
      if (crm) await queueCrmMessage(strapi, crm);
    });
    wakeCrmSendBack();
  }
  return { status: 200, body: { ok: true, lang: langOf(row) } };
}

/** The towns with listings in the feed (the manage page's choices), by name. */
async function townsWithListings(strapi: Core.Strapi): Promise<Array<{ name: string; zip: string }>> {
  const rows: Array<{ city_name: string | null; zip: string | null }> = await strapi.db
    .connection('properties')
    .distinct('city_name', 'zip')
    .where('is_in_feed', true)
    .whereNotNull('city_name');
  const byName = new Map<string, string>();
  for (const row of rows) if (row.city_name && !byName.has(row.city_name)) byName.set(row.city_name, row.zip ?? '');
  return [...byName].map(([name, zip]) => ({ name, zip })).sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/** The manage page's data: the criteria, frequency and language (never the person's details), and the towns to choose from. */
export async function readRegistration(
  strapi: Core.Strapi,
  link: unknown,
): Promise<LinkOutcome<{ registration: Record<string, unknown>; towns: Array<{ name: string; zip: string }> }>> {
  const row = await open(strapi, 'manage', link);
  if (isOutcome(row)) return row;
  return {
    status: 200,
    body: {
      ok: true,
      lang: langOf(row),
      towns: await townsWithListings(strapi),
      registration: {
        status: row.state,
        goal: row.goal,
        propertyTypes: Array.isArray(row.propertyTypes) ? row.propertyTypes : [],
        zones: Array.isArray(row.zones) ? row.zones : [],
        minPrice: numOrUndefined(row.minPrice),
        maxPrice: numOrUndefined(row.maxPrice),
        minBedrooms: numOrUndefined(row.minBedrooms),
        garage: row.garage ?? undefined,
        parking: row.parking ?? undefined,
        garden: row.garden ?? undefined,
        terrace: row.terrace ?? undefined,
        facades: numOrUndefined(row.facades),
        minPlot: numOrUndefined(row.minPlot),
        newBuild: row.newBuild ?? undefined,
        furnished: row.furnished ?? undefined,
        frequency: row.frequency,
        language: langOf(row),
      },
    },
  };
}

/** The manage page's save: checked with the same schema as the browser's, then the criterion rows rewritten. */
export async function updateRegistration(strapi: Core.Strapi, link: unknown, data: unknown): Promise<LinkOutcome> {
  const row = await open(strapi, 'manage', link);
  if (isOutcome(row)) return row;
  const checked = validateForm(searchCriteriaSchema, data);
  if (!checked.success) return { status: 400, body: { ok: false, reason: 'invalid', lang: langOf(row), errors: { ...checked.errors } } };
  const fields = checked.data as Record<string, unknown>;
  const criteria = criteriaOf(fields);
  const language = isLocale(fields.language) ? fields.language : langOf(row);
  await strapi.db.transaction(async () => {
    await strapi.db.query(REGISTRATIONS).update({ where: { id: row.id }, data: { ...criteria, frequency: fields.frequency, language } });
    if (row.state === 'confirmed' || row.state === 'unconfirmed') await writeCriteria(strapi, row.id, criteria);
  });
  return { status: 200, body: { ok: true, lang: language } };
}

/** The manage page's delete: the registration, its criteria, alerts and mails, and the request it came with. */
export async function deleteRegistration(strapi: Core.Strapi, link: unknown): Promise<LinkOutcome> {
  const row = await open(strapi, 'manage', link);
  if (isOutcome(row)) return row;
  // A confirmed search the CRM was told about is stopped there too, in the same transaction.
  await eraseRegistrations(strapi, [{ id: row.id, submissionId: row.submission?.documentId ?? null }], async () => {
    const crm = row.state === 'confirmed' ? await crmUnsubscribeOf(strapi, row, true) : null;
    if (crm) await queueCrmMessage(strapi, crm);
  });
  wakeCrmSendBack();
  return { status: 200, body: { ok: true, lang: langOf(row) } };
}

/** Deletes outbox mails found through their relations (a delete cannot filter on a relation in SQLite: the rows are found first). */
async function deleteMails(strapi: Core.Strapi, where: Record<string, unknown>) {
  const mails: Array<{ id: number }> = await strapi.db.query('api::outbox-mail.outbox-mail').findMany({ where, select: ['id'] });
  if (mails.length) await strapi.db.query('api::outbox-mail.outbox-mail').deleteMany({ where: { id: { $in: mails.map((m) => m.id) } } });
}

/** Erases registrations with everything that repeats their person's data (used by delete and by the 7-day purge). */
export async function eraseRegistrations(
  strapi: Core.Strapi,
  rows: ReadonlyArray<{ id: number; submissionId: string | null }>,
  /** Done first, in the same transaction (the CRM told of a deletion). */
  first?: () => Promise<void>,
) {
  if (!rows.length) return;
  const ids = rows.map((r) => r.id);
  const submissions = rows.map((r) => r.submissionId).filter((id): id is string => id !== null);
  await strapi.db.transaction(async () => {
    await first?.();
    await strapi.db.query('api::search-alert.search-alert').deleteMany({ where: { registrationId: { $in: ids } } });
    await strapi.db.query('api::search-criterion.search-criterion').deleteMany({ where: { registrationId: { $in: ids } } });
    await deleteMails(strapi, {
      $or: [{ searchRegistration: { id: { $in: ids } } }, ...(submissions.length ? [{ submission: { documentId: { $in: submissions } } }] : [])],
    });
    await eraseCrmMessages(strapi, { registrationIds: ids });
    await strapi.db.query(REGISTRATIONS).deleteMany({ where: { id: { $in: ids } } });
    if (submissions.length) await strapi.db.query('api::submission.submission').deleteMany({ where: { documentId: { $in: submissions } } });
  });
}
