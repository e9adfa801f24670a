import { captchaChallenge } from '@/cms/forms';

/** GET /api/forms/challenge: a captcha challenge for the ALTCHA widget (from the CMS, never cached). */
export async function GET() {
  try {
    const answer = await captchaChallenge();
    return Response.json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return Response.json({ ok: false }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
