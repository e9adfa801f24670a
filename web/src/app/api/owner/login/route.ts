import { ownerLogin } from '@/cms/owner-account';
import { visitorAddress } from '@/cms/forms';
import { sessionCookie } from '@/owner/session-cookie';
import { BODY_LIMITS } from '@/http/body-limits';
import { readJson, withBodyLimit } from '@/http/read-body';

/**
 * POST /api/owner/login {email, password}: the CMS checks them (and its limits); on success the session
 * secret goes into the httpOnly cookie and never into the page. Errors keep the CMS's name
 * (LoginFailed, TooManyAttempts, ValidationError), which the form shows in the owner's language.
 */
export function POST(request: Request) {
  return withBodyLimit(() => login(request));
}

async function login(request: Request) {
  const headers = { 'Cache-Control': 'no-store' };
  const input = ((await readJson(request, BODY_LIMITS.form)) ?? {}) as { email?: unknown; password?: unknown };
  try {
    const answer = await ownerLogin(input.email, input.password, visitorAddress(request.headers.get('x-forwarded-for')));
    const session = answer.body.session;
    if (answer.status !== 200 || typeof session !== 'string')
      return Response.json({ ok: false, error: answer.body.error ?? null }, { status: answer.status, headers });
    return Response.json({ ok: true }, { headers: { ...headers, 'Set-Cookie': sessionCookie(session) } });
  } catch {
    return Response.json({ ok: false, error: { name: 'Unavailable' } }, { status: 503, headers });
  }
}
