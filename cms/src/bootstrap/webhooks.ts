import type { Core } from '@strapi/strapi';

/** The one webhook the CMS keeps for the site; found again by this name on every start. */
export const SITE_WEBHOOK_NAME = 'site-revalidate';

/** Every content and media change, so the site can drop exactly the cached reads it touches. */
const WANTED_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'entry.draft-discard',
  'media.create',
  'media.update',
  'media.delete',
];

/**
 * Registers (or refreshes) the webhook that tells the site what changed: POST `${SITE_WEBHOOK_URL or SITE_URL}/api/revalidate/`
 * with `Authorization: Bearer ${WEBHOOK_SECRET}` (also the server's default webhook header). The site maps
 * the payload's model to cache tags, so a publish shows within seconds without a rebuild. Without
 * SITE_URL or WEBHOOK_SECRET there is no site to tell: an earlier registration is removed.
 * Runs after the seed, so the thousands of seed writes do not each call the site.
 */
export async function ensureSiteWebhook(strapi: Core.Strapi) {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find((w: { name: string }) => w.name === SITE_WEBHOOK_NAME);
  // SITE_WEBHOOK_URL: the site as the CMS reaches it inside a deployment (the front, several instances), when not SITE_URL.
  const siteUrl = (process.env.SITE_WEBHOOK_URL || process.env.SITE_URL)?.replace(/\/+$/, '');
  const secret = process.env.WEBHOOK_SECRET;

  if (!siteUrl || !secret) {
    if (existing) {
      await store.deleteWebhook(existing.id);
      runner.remove(existing);
    }
    return;
  }

  const allowed = new Set<string>(Array.from(store.allowedEvents.values()) as string[]);
  const data = {
    name: SITE_WEBHOOK_NAME,
    // Trailing slash: the site's URLs all end in '/', so this avoids a redirect on every call.
    url: `${siteUrl}/api/revalidate/`,
    headers: { Authorization: `Bearer ${secret}` },
    events: WANTED_EVENTS.filter((event) => allowed.has(event)),
    isEnabled: true,
  };
  if (existing) {
    const updated = await store.updateWebhook(existing.id, data);
    if (updated) runner.update(updated);
  } else {
    runner.add(await store.createWebhook(data));
  }
  strapi.log.info(`Site webhook: ${data.url} (${data.events.length} events)`);
}
