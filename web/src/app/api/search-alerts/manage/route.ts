import { searchLinkRequest } from '@/cms/forms';
import { BODY_LIMITS } from '@/http/body-limits';
import { readJson, withBodyLimit } from '@/http/read-body';

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
const ACTIONS = { read: 'manage', save: 'manage/save', delete: 'manage/delete' } as const;

/**
 * POST /api/search-alerts/manage/ { action: read | save | delete, id, exp, token, data }: the manage
 * page's island asks through the site (same origin); the CMS checks the signed link and the fields and
 * answers with its status and body, passed on as they are.
 */
export function POST(request: Request) {
  return withBodyLimit(() => manage(request), NO_STORE);
}

async function manage(request: Request) {
  const body = (await readJson(request, BODY_LIMITS.form)) as Record<string, unknown> | null;
  const action = typeof body?.action === 'string' && Object.hasOwn(ACTIONS, body.action) ? ACTIONS[body.action as keyof typeof ACTIONS] : null;
  if (!body || !action) return Response.json({ ok: false, reason: 'invalid' }, { status: 400, headers: NO_STORE });
  const link = { id: String(body.id ?? ''), exp: String(body.exp ?? '0'), token: String(body.token ?? '') };
  const answer = await searchLinkRequest(action, link, action === 'manage/save' ? body.data : undefined).catch(() => null);
  if (!answer) return Response.json({ ok: false, reason: 'unavailable' }, { status: 503, headers: NO_STORE });
  return Response.json(answer.body ?? { ok: false }, { status: answer.status, headers: NO_STORE });
}
