import { webhookSecret } from '@/cms/env';
import { secretMatches } from '@/cms/secret';
import { knownTags, tagsForModel } from '@/cms/tags';
import { BODY_LIMITS } from '@/http/body-limits';
import { readJson, withBodyLimit } from '@/http/read-body';
import { expireTags, FOLLOW_UP_EVENT } from './expire-again';

/**
 * The CMS's webhook (cms/src/bootstrap/webhooks.ts): POST with `Authorization: Bearer WEBHOOK_SECRET`
 * and Strapi's payload, e.g.
 *   { "event": "entry.publish", "createdAt": "...", "model": "menu-page", "uid": "api::menu-page.menu-page",
 *     "entry": { "id": 61, "documentId": "x3k…", "locale": "nl", "title": "…", "publishedAt": "…", … } }
 * The model says which cached reads to expire (cms/tags.ts); they are expired at once, so the next
 * visit reads the CMS again: a publish shows within seconds, an unpublished page is gone. The route
 * expires them again a little later, through calls to itself with the same secret (expire-again.ts).
 */
export function POST(request: Request) {
  return withBodyLimit(() => revalidate(request));
}

async function revalidate(request: Request) {
  if (!webhookSecret()) return Response.json({ error: 'WEBHOOK_SECRET is not set' }, { status: 503 });
  if (!secretMatches(request.headers.get('authorization'), `Bearer ${webhookSecret()}`)) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  const payload = (await readJson(request, BODY_LIMITS.webhook)) as {
    event?: unknown;
    model?: unknown;
    uid?: unknown;
    entry?: { documentId?: unknown; locale?: unknown };
    tags?: unknown;
  } | null;
  if (!payload || typeof payload !== 'object') return Response.json({ error: 'invalid JSON' }, { status: 400 });
  const followUp = payload.event === FOLLOW_UP_EVENT;
  const tags = followUp ? knownTags(payload.tags) : tagsForModel(payload.model, payload.uid);
  expireTags(tags, { followUp });
  if (process.env.LOG_WEBHOOKS === 'true')
    console.log(
      '[revalidate]',
      JSON.stringify({
        event: payload.event,
        model: payload.model,
        uid: payload.uid,
        documentId: payload.entry?.documentId,
        locale: payload.entry?.locale,
        tags,
      }),
    );
  return Response.json({ revalidated: tags, event: payload.event ?? null, now: Date.now() });
}
