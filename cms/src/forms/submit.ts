import type { Core } from '@strapi/strapi';
import { FORM_SCHEMAS, isSubmittableForm, submissionEnvelopeSchema, validateForm, type FormMessageKey, type Locale, type SubmittableForm } from '@coast/domain';
import { enqueueMails } from '../outbox/enqueue';
import type { StoredDocument } from '../uploads/storage';
import { wakeOutbox } from '../outbox/running';
import { verifyCaptcha } from './captcha';
import type { FormsConfig } from './config';
import { findListing, type RequestListing } from './listing';
import { FORM_PLANS } from './plans';

/** The outcome of a post to a form endpoint, as the controller answers it. */
export type SubmitOutcome =
  | { readonly status: 201; readonly body: { ok: true } }
  | { readonly status: 400 | 404; readonly body: { ok: false; reason: 'invalid' | 'captcha' | 'unknownForm'; errors: Record<string, FormMessageKey> } };

const refused = (reason: 'invalid' | 'captcha', errors: Record<string, FormMessageKey>): SubmitOutcome => ({
  status: 400,
  body: { ok: false, reason, errors },
});

/**
 * A visitor's form, end to end on the CMS's side: the envelope (language, captcha, fields), the
 * captcha, the form's own schema (the one the browser used), the listing it names; then the submission
 * and its mails are written in one transaction, and only then is success answered. The outbox sends the
 * mails afterwards. `documents` are the files of a form that takes them, already checked and on disk
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
  const { locale, altcha, data } = envelope.data;

  // The fields first (the schema's honeypot `website` says 'captcha'), then the captcha: a visitor who
  // corrects a refused form sends the same solved captcha again, which counts only once it is used.
  const checked = validateForm(FORM_SCHEMAS[form], data);
  if (!checked.success) return refused(checked.errors.website ? 'captcha' : 'invalid', { ...checked.errors });
  const fields = checked.data as Record<string, unknown>;

  let listing: RequestListing | null = null;
  const plan = FORM_PLANS[form];
  if (plan.listing !== 'none' && typeof fields.propertyId === 'string') {
    listing = await findListing(strapi, fields.propertyId);
    if (!listing) return refused('invalid', { propertyId: 'invalid' });
  }
  if (!(await verifyCaptcha(config, altcha))) return refused('captcha', { altcha: 'captcha' });

  await store(strapi, config, form, locale, fields, listing, clientHash, documents);
  wakeOutbox();
  return { status: 201, body: { ok: true } };
}

async function store(
  strapi: Core.Strapi,
  config: FormsConfig,
  form: SubmittableForm,
  locale: Locale,
  fields: Record<string, unknown>,
  listing: RequestListing | null,
  clientHash: string,
  documents: readonly StoredDocument[],
) {
  const plan = FORM_PLANS[form];
  const person = plan.person(fields);
  const submittedAt = new Date();
  const { website: _honeypot, ...kept } = fields;
  await strapi.db.transaction(async () => {
    const submission = await strapi.documents('api::submission.submission').create({
      data: {
        form,
        language: locale,
        listing: listing?.documentId ?? null,
        name: person.name || null,
        email: person.email || null,
        fields: kept,
        consent: fields.consent === true,
        clientHash,
        documents: documents.length ? documents : null,
        status: plan.status,
        submittedAt: submittedAt.toISOString(),
      } as never,
    });
    const request = { documentId: submission.documentId, form, locale, fields: kept, listing, submittedAt, documents };
    await plan.alsoStore?.(strapi, request);
    await enqueueMails(strapi, submission.documentId, await plan.mails(strapi, request, config), submittedAt);
  });
}
