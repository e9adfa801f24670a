import type { Core } from '@strapi/strapi';
import {
  FORM_SCHEMAS,
  isSubmittableForm,
  parseExternalId,
  submissionEnvelopeSchema,
  validateForm,
  type FormMessageKey,
  type Locale,
  type SubmittableForm,
} from '@coast/domain';
import { enqueueMails } from '../outbox/enqueue';
import type { StoredDocument } from '../uploads/storage';
import { wakeOutbox } from '../outbox/running';
import { queueRequestForCrm } from '../crm/send-back/request';
import { wakeCrmSendBack } from '../crm/send-back/running';
import { capacityPerSlot, hasPlaceLeft } from './appointment-capacity';
import { verifyCaptcha } from './captcha';
import type { FormsConfig } from './config';
import { findListing, type RequestListing } from './listing';
import { FORM_PLANS } from './plans';

const SUBMISSION = 'api::submission.submission';

/** The outcome of a post to a form endpoint, as the controller answers it. */
export type SubmitOutcome =
  | { readonly status: 201; readonly body: { ok: true } }
  | { readonly status: 200; readonly body: { ok: true; state: 'alreadyRequested' } }
  | { readonly status: 409; readonly body: { ok: false; reason: 'noDocuments'; errors: Record<string, never> } }
  | { readonly status: 409; readonly body: { ok: false; reason: 'full'; errors: Record<string, FormMessageKey> } }
  | { readonly status: 400 | 404; readonly body: { ok: false; reason: 'invalid' | 'captcha' | 'unknownForm'; errors: Record<string, FormMessageKey> } };

const refused = (reason: 'invalid' | 'captcha', errors: Record<string, FormMessageKey>): SubmitOutcome => ({
  status: 400,
  body: { ok: false, reason, errors },
});

/**
 * A visitor's form, end to end on the CMS's side: the envelope (language, captcha, fields), the
 * captcha, the form's own schema (the one the browser used), the listing it names; then the submission
 * and its mails are written in one transaction, and only then is success answered. The outbox sends the
 * mails afterwards. A booking whose slot is full is answered 409 'full' and nothing is stored.
 * `documents` are the files of a form that takes them, already checked and on disk
 * (uploads/receive.ts): the submission records them; the caller deletes them unless it answers 201.
 */
export async function submitForm(
  strapi: Core.Strapi,
  config: FormsConfig,
  form: string,
  body: unknown,
  clientHash: string,
  documents: readonly StoredDocument[] = [],
): Promise<SubmitOutcome> {
  if (!isSubmittableForm(form)) return { status: 404, body: { ok: false, reason: 'unknownForm', errors: {} } };
  const envelope = validateForm(submissionEnvelopeSchema, body);
  if (!envelope.success) return refused(envelope.errors.altcha && Object.keys(envelope.errors).length === 1 ? 'captcha' : 'invalid', envelope.errors);
  const { locale, altcha, requestId, data } = envelope.data;

  // What follows from the listing is the CMS's to say, not the browser's (a booking's rent flag): set before the check.
  const plan = FORM_PLANS[form];
  let listing: RequestListing | null = null;
  let input: Record<string, unknown> = data;
  if (plan.fromListing) {
    const named = listingNamed(data.propertyId);
    listing = named === null ? null : await findListing(strapi, named);
    input = plan.fromListing(data, listing);
  }

  // The fields first (the schema's honeypot `website` says 'captcha'), then the captcha: a visitor who
  // corrects a refused form sends the same solved captcha again, which counts only once it is used.
  const checked = validateForm(FORM_SCHEMAS[form], input);
  if (!checked.success) return refused(checked.errors.website ? 'captcha' : 'invalid', { ...checked.errors });
  const fields = checked.data as Record<string, unknown>;

  if (plan.listing !== 'none' && typeof fields.propertyId === 'string') {
    const named = listingNamed(fields.propertyId);
    if (named === null) listing = null;
    else if (listing?.externalId !== named) listing = await findListing(strapi, named);
    if (!listing || (plan.acceptsListing && !plan.acceptsListing(listing))) return refused('invalid', { propertyId: 'invalid' });
  }
  // A sending already stored (the visitor's first post outlived the site's wait, and they pressed send
  // again with the same, now used, captcha): sent, and not stored or mailed twice.
  if (requestId && (await alreadyStored(strapi, form, requestId))) return { status: 201, body: { ok: true } };
  if (!(await verifyCaptcha(config, altcha))) return refused('captcha', { altcha: 'captcha' });

  // Nothing is stored when a document request has nothing to send, or was answered recently.
  const early = await plan.answerFirst?.(strapi, config, plan.person(fields), listing);
  if (early === 'noDocuments') return { status: 409, body: { ok: false, reason: 'noDocuments', errors: {} } };
  if (early === 'alreadyRequested') return { status: 200, body: { ok: true, state: 'alreadyRequested' } };

  const stored = await store(strapi, config, form, locale, fields, listing, clientHash, requestId ?? null, documents);
  if (stored === 'full') return { status: 409, body: { ok: false, reason: 'full', errors: { appointmentSlot: 'appointmentsFull' } } };
  wakeOutbox();
  wakeCrmSendBack();
  return { status: 201, body: { ok: true } };
}

/** The listing a form names: its `propertyId` field (the payload's name for it) as the listing's externalId, or null. */
function listingNamed(value: unknown): number | null {
  return typeof value === 'string' || typeof value === 'number' ? parseExternalId(String(value).trim()) : null;
}

async function alreadyStored(strapi: Core.Strapi, form: SubmittableForm, requestId: string): Promise<boolean> {
  return (await strapi.db.query(SUBMISSION).count({ where: { form, requestId } })) > 0;
}

async function store(
  strapi: Core.Strapi,
  config: FormsConfig,
  form: SubmittableForm,
  locale: Locale,
  fields: Record<string, unknown>,
  listing: RequestListing | null,
  clientHash: string,
  requestId: string | null,
  documents: readonly StoredDocument[],
) {
  const plan = FORM_PLANS[form];
  const person = plan.person(fields);
  const submittedAt = new Date();
  const { website: _honeypot, ...kept } = fields;
  const place = plan.booking?.(fields, listing) ?? null;
  const capacity = place ? await capacityPerSlot(strapi) : 0;
  return strapi.db.transaction(async ({ trx }): Promise<'stored' | 'full'> => {
    // A booking counts its slot and is stored in the same transaction (appointment-capacity.ts).
    if (place && !(await hasPlaceLeft(strapi, trx, place, capacity))) return 'full';
    // The query engine, as the outbox's rows (outbox/enqueue.ts says why); publishedAt as the document service sets it.
    const submission: { id: number; documentId: string } = await strapi.db.query(SUBMISSION).create({
      data: {
        form,
        language: locale,
        listing: listing?.id ?? null,
        name: person.name || null,
        email: person.email || null,
        fields: kept,
        consent: fields.consent === true,
        clientHash,
        requestId,
        documents: documents.length ? documents : null,
        state: plan.status,
        submittedAt,
        appointmentDate: place?.date ?? null,
        appointmentSlot: place?.slot ?? null,
        publishedAt: submittedAt,
      },
      select: ['id', 'documentId'],
    });
    const request = { documentId: submission.documentId, form, locale, fields: kept, listing, submittedAt, documents };
    await plan.alsoStore?.(strapi, request);
    await enqueueMails(strapi, submission.id, await plan.mails(strapi, request, config), submittedAt);
    await queueRequestForCrm(strapi, submission.id, request, config);
    return 'stored';
  });
}
