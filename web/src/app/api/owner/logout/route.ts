import { ownerLogout } from '@/cms/owner-account';
import { clearedSessionCookie, sessionSecretOf } from '@/owner/session-cookie';

/** POST /api/owner/logout: the CMS deletes the session, the browser's cookie is cleared. */
export async function POST(request: Request) {
  const secret = sessionSecretOf(request);
  if (secret) await ownerLogout(secret).catch(() => null);
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store', 'Set-Cookie': clearedSessionCookie() } });
}
