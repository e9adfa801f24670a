import { isSubmittableForm, takesUploads, UPLOAD_FILES_PART, UPLOAD_REQUEST_MAX_BYTES } from '@coast/domain';
import { forwardSubmission, forwardUpload, visitorAddress, type CmsAnswer } from '@/cms/forms';
import { responseSecurityHeaders } from '@/security/headers';

/**
 * POST /api/forms/{form}: a visitor's form, from the browser to the CMS (web/src/cms/forms.ts). The
 * answer is the CMS's (201, or a 4xx with message keys per field); a CMS that cannot be reached gives a
 * 503, which the form shows as "Your e-mail was not sent. Please try again."
 *
 * A form that takes documents comes as multipart/form-data and is streamed through as it arrives (the
 * CMS checks the files). src/proxy.ts lets these forms' posts by, as Next would otherwise buffer their
 * whole body for the proxy (and cut it at 10 MB), so their answers get the security headers here.
 */
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  if (!isSubmittableForm(form)) return Response.json({ ok: false, reason: 'unknownForm', errors: {} }, { status: 404 });
  const headers = { 'Cache-Control': 'no-store', ...(takesUploads(form) ? responseSecurityHeaders() : {}) };
  const answer = (status: number, body: unknown) => Response.json(body ?? { ok: false, reason: 'failed', errors: {} }, { status, headers });
  const address = visitorAddress(request.headers.get('x-forwarded-for'));
  const contentType = request.headers.get('content-type') ?? '';

  let forwarded: Promise<CmsAnswer>;
  if (takesUploads(form) && contentType.toLowerCase().startsWith('multipart/form-data')) {
    if (!request.body || Number(request.headers.get('content-length')) > UPLOAD_REQUEST_MAX_BYTES)
      return answer(413, { ok: false, reason: 'tooLarge', errors: { [UPLOAD_FILES_PART]: 'fileTooLarge' } });
    forwarded = forwardUpload(form, request.body, contentType, address);
  } else {
    forwarded = request.text().then((body) => forwardSubmission(form, body, address));
  }
  try {
    const { status, body } = await forwarded;
    return answer(status, body);
  } catch {
    return answer(503, null);
  }
}
