import { isSubmittableForm, takesUploads, UPLOAD_FILES_PART } from '@coast/domain';
import { forwardSubmission, forwardUpload, visitorAddress, type CmsAnswer } from '@/cms/forms';
import { BODY_LIMITS } from '@/http/body-limits';
import { cappedStream, declaresMoreThan, isBodyTooLarge, readText } from '@/http/read-body';
import { responseSecurityHeaders } from '@/security/headers';
import { crossSiteRefusal } from '@/security/same-origin';

/**
 * POST /api/forms/{form}: a visitor's form, from the browser to the CMS (web/src/cms/forms.ts). The
 * answer is the CMS's (201, or a 4xx with message keys per field); a CMS that cannot be reached gives a
 * 503, which the form shows as "Your e-mail was not sent. Please try again."
 *
 * A form that takes documents comes as multipart/form-data and is streamed through as it arrives (the
 * CMS checks the files). src/proxy.ts lets these forms' posts by, as Next would otherwise buffer their
 * body for the proxy and wait for its end, so their answers get the security headers and the same-origin
 * rule here. Every body is cut at its limit while it is read (http/read-body.ts).
 */
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  if (!isSubmittableForm(form)) return Response.json({ ok: false, reason: 'unknownForm', errors: {} }, { status: 404 });
  const headers = { 'Cache-Control': 'no-store', ...(takesUploads(form) ? responseSecurityHeaders() : {}) };
  const answer = (status: number, body: unknown) => Response.json(body ?? { ok: false, reason: 'failed', errors: {} }, { status, headers });
  const refused = takesUploads(form) ? crossSiteRefusal(request) : null;
  if (refused) return answer(refused.status, await refused.json());
  const address = visitorAddress(request.headers.get('x-forwarded-for'));
  const contentType = request.headers.get('content-type') ?? '';
  const tooLarge = () => answer(413, { ok: false, reason: 'tooLarge', errors: takesUploads(form) ? { [UPLOAD_FILES_PART]: 'fileTooLarge' } : {} });

  let forwarded: Promise<CmsAnswer>;
  if (takesUploads(form) && contentType.toLowerCase().startsWith('multipart/form-data')) {
    if (!request.body || declaresMoreThan(request, BODY_LIMITS.upload)) return tooLarge();
    forwarded = forwardUpload(form, cappedStream(request.body, BODY_LIMITS.upload), contentType, address);
  } else {
    forwarded = readText(request, BODY_LIMITS.form).then((body) => forwardSubmission(form, body, address));
  }
  try {
    const { status, body } = await forwarded;
    return answer(status, body);
  } catch (error) {
    if (isBodyTooLarge(error)) return tooLarge();
    return answer(503, null);
  }
}
