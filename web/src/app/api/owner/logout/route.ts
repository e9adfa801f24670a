import { ownerLogout } from '@/cms/owner-account';
import { clearedSessionCookie, sessionSecretOf } from '@/owner/session-cookie';
import { BODY_LIMITS } from '@/http/body-limits';
import { readBody, withBodyLimit } from '@/http/read-body';

/** POST /api/owner/logout: the CMS deletes the session, the browser's cookie is cleared. */
export function POST(request: Request) {
  return withBodyLimit(() => logout(request));
}

async function logout(request: Request) {
  // Nothing is sent: a body is only read to refuse a large one.
  await readBody(request, BODY_LIMITS.beacon);
  const secret = sessionSecretOf(request);
  if (secret) await ownerLogout(secret).catch(() => null);
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store', 'Set-Cookie': clearedSessionCookie() } });
}
