import { ownerForgotPassword } from '@/cms/owner-account';
import { visitorAddress } from '@/cms/forms';
import { BODY_LIMITS } from '@/http/body-limits';
import { readJson, withBodyLimit } from '@/http/read-body';

/** POST /api/owner/forgot-password {email}: always the same answer, whether or not the address is an owner's. */
export function POST(request: Request) {
  return withBodyLimit(() => forgotPassword(request));
}

async function forgotPassword(request: Request) {
  const input = ((await readJson(request, BODY_LIMITS.form)) ?? {}) as { email?: unknown };
  const answer = await ownerForgotPassword(input.email, visitorAddress(request.headers.get('x-forwarded-for'))).catch(() => ({ status: 503, body: {} }));
  return Response.json(answer.status === 200 ? { ok: true } : { ok: false, status: answer.status }, {
    status: answer.status,
    headers: { 'Cache-Control': 'no-store' },
  });
}
