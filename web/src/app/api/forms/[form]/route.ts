import { isSubmittableForm } from '@coast/domain';
import { forwardSubmission, visitorAddress } from '@/cms/forms';

/**
 * POST /api/forms/{form}: a visitor's form, from the browser to the CMS (web/src/cms/forms.ts). The
 * answer is the CMS's (201, or a 4xx with message keys per field); a CMS that cannot be reached gives a
 * 503, which the form shows as "Your e-mail was not sent. Please try again."
 */
export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  if (!isSubmittableForm(form)) return Response.json({ ok: false, reason: 'unknownForm', errors: {} }, { status: 404 });
  const body = await request.text();
  try {
    const answer = await forwardSubmission(form, body, visitorAddress(request.headers.get('x-forwarded-for')));
    return Response.json(answer.body ?? { ok: false, reason: 'failed', errors: {} }, { status: answer.status, headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return Response.json({ ok: false, reason: 'failed', errors: {} }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
