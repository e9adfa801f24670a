import { z } from 'zod';
import { LOCALES } from '../i18n/locales';
import type { FormId } from './registry';

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
  'rental-application',
] as const satisfies readonly FormId[];

export type SubmittableForm = (typeof SUBMITTABLE_FORMS)[number];

export function isSubmittableForm(value: unknown): value is SubmittableForm {
  return typeof value === 'string' && (SUBMITTABLE_FORMS as readonly string[]).includes(value);
}

/** What a stored submission is waiting for: 'unconfirmed' only for a newsletter sign-up before its link is opened. */
export const SUBMISSION_STATUSES = ['new', 'unconfirmed', 'confirmed', 'handled'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The largest request body a form endpoint reads (the largest form, all fields full, is about 10 KB). */
export const FORM_BODY_MAX_BYTES = 32 * 1024;

/** The name of the captcha's payload in a submission (the ALTCHA widget's hidden input). */
export const CAPTCHA_FIELD = 'altcha';

/**
 * What the browser sends to a form endpoint: the visitor's language, the captcha's payload, and the
 * form's fields (checked with the form's schema). A missing or malformed envelope gives a 400.
 */
export const submissionEnvelopeSchema = z.object({
  locale: z.enum(LOCALES, { error: 'invalid' }),
  [CAPTCHA_FIELD]: z.string({ error: 'captcha' }).min(1, { error: 'captcha' }).max(4000, { error: 'captcha' }),
  data: z.record(z.string(), z.unknown(), { error: 'invalid' }),
});

export type SubmissionEnvelope = z.output<typeof submissionEnvelopeSchema>;

/** What a form endpoint answers: ok (201), or the message keys per field (400), the captcha (400), the rate limit (429). */
export type SubmissionAnswer =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'invalid' | 'captcha' | 'rateLimited' | 'tooLarge' | 'unknownForm' | 'failed';
      readonly errors?: Readonly<Record<string, string>>;
    };
