import { takesUploads, UPLOAD_ENVELOPE_PART, UPLOAD_FILES_PART, type Locale, type SubmittableForm } from '@coast/domain';

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
 * The request body: JSON, or for a form that takes documents multipart/form-data, with the same JSON
 * as its `envelope` part followed by the files (the browser sets the boundary and the length).
 */
function body(form: SubmittableForm, envelope: object, files: readonly File[]): { body: string | FormData; headers: Record<string, string> } {
  if (!takesUploads(form)) return { body: JSON.stringify(envelope), headers: { 'content-type': 'application/json' } };
  const data = new FormData();
  data.append(UPLOAD_ENVELOPE_PART, JSON.stringify(envelope));
  for (const file of files) data.append(UPLOAD_FILES_PART, file, file.name);
  return { body: data, headers: {} };
}

/**
 * Posts a form to the site (which forwards it to the CMS); only a stored request is 'stored'. The
 * request id is the form's for this sending: sent again after a 'notSent' (the server was slow, the
 * request may have been stored), it is answered as stored instead of stored twice.
 */
export async function postForm(
  form: SubmittableForm,
  locale: Locale,
  altcha: string,
  requestId: string,
  data: Record<string, unknown>,
  files: readonly File[] = [],
): Promise<PostOutcome> {
  try {
    const response = await fetch(`/api/forms/${form}/`, { method: 'POST', ...body(form, { locale, altcha, requestId, data }, files) });
    if (response.status === 201) return { kind: 'stored' };
    const answer = ((await response.json().catch(() => ({}))) ?? {}) as Answer;
    if (response.status === 200 && answer.state === 'alreadyRequested') return { kind: 'alreadyRequested' };
    if (response.status === 409 && answer.reason === 'noDocuments') return { kind: 'noDocuments' };
    if (response.status === 429) return { kind: 'rateLimited', minutes: Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60)) };
    if (response.status === 400 && answer.reason === 'captcha' && answer.errors?.altcha) return { kind: 'captcha' };
    // 413 with a field: a document over the size (a body over the size without one is "not sent").
    if ((response.status === 400 || response.status === 413) && answer.errors && Object.keys(answer.errors).length > 0)
      return { kind: 'invalid', errors: answer.errors };
    // A booked-out slot: 'appointmentsFull' on the slot ("The appointments are full").
    if (response.status === 409 && answer.reason === 'full') return { kind: 'full', errors: answer.errors ?? { appointmentSlot: 'appointmentsFull' } };
    return { kind: 'notSent' };
  } catch {
    return { kind: 'notSent' };
  }
}
