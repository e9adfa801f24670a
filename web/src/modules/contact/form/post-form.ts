import type { Locale, SubmittableForm } from '@coast/domain';

/** What the site's /api/forms/{form}/ answered, as the form handles it. */
export type PostOutcome =
  | { readonly kind: 'stored' }
  /** A document request answered without storing: sent to this address for this listing recently, or nothing to send. */
  | { readonly kind: 'alreadyRequested' }
  | { readonly kind: 'noDocuments' }
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, string>> }
  | { readonly kind: 'full'; readonly errors: Readonly<Record<string, string>> }
  | { readonly kind: 'captcha' }
  | { readonly kind: 'rateLimited'; readonly minutes: number }
  | { readonly kind: 'notSent' };

interface Answer {
  readonly state?: string;
  readonly reason?: string;
  readonly errors?: Record<string, string>;
  readonly retryAfter?: number;
}

/**
 * Posts a form to the site (which forwards it to the CMS); only a stored request is 'stored'. The
 * request id is the form's for this sending: sent again after a 'notSent' (the server was slow, the
 * request may have been stored), it is answered as stored instead of stored twice.
 */
export async function postForm(form: SubmittableForm, locale: Locale, altcha: string, requestId: string, data: Record<string, unknown>): Promise<PostOutcome> {
  try {
    const response = await fetch(`/api/forms/${form}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale, altcha, requestId, data }),
    });
    if (response.status === 201) return { kind: 'stored' };
    const answer = ((await response.json().catch(() => ({}))) ?? {}) as Answer;
    if (response.status === 200 && answer.state === 'alreadyRequested') return { kind: 'alreadyRequested' };
    if (response.status === 409 && answer.reason === 'noDocuments') return { kind: 'noDocuments' };
    if (response.status === 429) return { kind: 'rateLimited', minutes: Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60)) };
    if (response.status === 400 && answer.reason === 'captcha' && answer.errors?.altcha) return { kind: 'captcha' };
    if (response.status === 400 && answer.errors && Object.keys(answer.errors).length > 0) return { kind: 'invalid', errors: answer.errors };
    // A booked-out slot: 'appointmentsFull' on the slot ("The appointments are full").
    if (response.status === 409 && answer.reason === 'full') return { kind: 'full', errors: answer.errors ?? { appointmentSlot: 'appointmentsFull' } };
    return { kind: 'notSent' };
  } catch {
    return { kind: 'notSent' };
  }
}
