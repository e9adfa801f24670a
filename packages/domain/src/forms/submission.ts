import * as z from './zod';
import { LOCALES } from '../i18n/locales';
import type { FormId } from './form-ids';

/**
 * The forms a visitor can send today: each is stored as a submission and mailed through the outbox
 * (the CMS's POST /api/forms/{id}). The other forms of the registry get their endpoint with their issue.
 */
export const SUBMITTABLE_FORMS = [
  'site-contact',
  'contact-me',
  'contact-demand',
  'contact-construction',
  'send-to-friend',
  'testimonial',
  'sign-newsletter',
  'purchase-offer',
  'contact-appointment',
  'document-request',
  'rental-application',
  'demand-register',
] as const satisfies readonly FormId[];

export type SubmittableForm = (typeof SUBMITTABLE_FORMS)[number];

/**
 * Forms offered only on a listing's page, never by a contact module: a document request needs a
 * listing with public documents (web/src/listings/document-request.tsx).
 */
export const LISTING_ONLY_FORMS = ['document-request'] as const satisfies readonly SubmittableForm[];

export function isSubmittableForm(value: unknown): value is SubmittableForm {
  return typeof value === 'string' && (SUBMITTABLE_FORMS as readonly string[]).includes(value);
}

/**
 * What a stored submission is waiting for: 'unconfirmed' only for a newsletter sign-up or a search
 * registration before its link is opened; 'confirmed' also for a booked visit (it holds a place in its slot while it stays confirmed).
 */
export const SUBMISSION_STATUSES = ['new', 'unconfirmed', 'confirmed', 'handled'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The largest request body a form endpoint reads (the largest form, all fields full, is about 10 KB). */
export const FORM_BODY_MAX_BYTES = 32 * 1024;

/** The name of the captcha's payload in a submission (the ALTCHA widget's hidden input). */
export const CAPTCHA_FIELD = 'altcha';

/** A request id as the browser draws it (crypto.randomUUID(), or any 16 to 64 URL-safe characters). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What the browser sends to a form endpoint: the visitor's language, the captcha's payload, the form's
 * fields (checked with the form's schema), and the id the browser drew for this sending, so that a post
 * repeated after a timeout is answered as sent instead of being stored twice. A missing or malformed
 * envelope gives a 400.
 */
export const submissionEnvelopeSchema = z.object({
  locale: z.enum(LOCALES, { error: 'invalid' }),
  [CAPTCHA_FIELD]: z.string({ error: 'captcha' }).min(1, { error: 'captcha' }).max(4000, { error: 'captcha' }),
  requestId: z.string({ error: 'invalid' }).regex(REQUEST_ID_PATTERN, { error: 'invalid' }).optional(),
  data: z.record(z.string(), z.unknown(), { error: 'invalid' }),
});

/**
 * The statuses a request of each form can have: a double opt-in (newsletter, search registration) waits
 * unconfirmed until its link is opened; a booked visit is confirmed (it holds its place) until handled
 * (cancelled); every other request is new until staff handle it.
 */
export function statusesForForm(form: SubmittableForm): readonly SubmissionStatus[] {
  if (form === 'sign-newsletter' || form === 'demand-register') return ['unconfirmed', 'confirmed', 'handled'];
  if (form === 'contact-appointment') return ['confirmed', 'handled'];
  return ['new', 'handled'];
}
