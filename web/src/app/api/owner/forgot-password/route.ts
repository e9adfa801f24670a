import { ownerForgotPassword } from '@/cms/owner-account';
import { visitorAddress } from '@/cms/forms';

/** POST /api/owner/forgot-password {email}: always the same answer, whether or not the address is an owner's. */
export async function POST(request: Request) {
  const input = (await request.json().catch(() => ({}))) as { email?: unknown };
  const answer = await ownerForgotPassword(input.email, visitorAddress(request.headers.get('x-forwarded-for'))).catch(() => ({ status: 503, body: {} }));
  return Response.json(answer.status === 200 ? { ok: true } : { ok: false, status: answer.status }, {
    status: answer.status,
    headers: { 'Cache-Control': 'no-store' },
  });
}
