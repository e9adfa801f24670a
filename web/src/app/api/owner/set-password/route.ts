import { ownerSetPassword } from '@/cms/owner-account';
import { clearedSessionCookie } from '@/owner/session-cookie';
import { BODY_LIMITS } from '@/http/body-limits';
import { readJson, withBodyLimit } from '@/http/read-body';

/**
 * POST /api/owner/set-password {code, password, confirmPassword}: the invitation's or forgot-password's
 * link. The CMS checks the password rule and spends the link; every session ends, this browser's too.
 */
export function POST(request: Request) {
  return withBodyLimit(() => setPassword(request));
}

async function setPassword(request: Request) {
  const input = (await readJson(request, BODY_LIMITS.form)) ?? {};
  const answer = await ownerSetPassword(input).catch(() => ({ status: 503, body: { error: { name: 'Unavailable' } } }));
  const ok = answer.status === 200;
  return Response.json(ok ? { ok } : { ok, error: answer.body.error ?? null }, {
    status: answer.status,
    headers: { 'Cache-Control': 'no-store', ...(ok ? { 'Set-Cookie': clearedSessionCookie() } : {}) },
  });
}
