import { SITE_ICON_PATH } from '@/routing/internal-route';

/**
 * Browsers ask for /favicon.ico on a document that names no icon (a JSON answer opened in a tab):
 * the site's icon, rather than a 404 in the console.
 */
export function GET(): Response {
  return new Response(null, { status: 308, headers: { Location: SITE_ICON_PATH, 'Cache-Control': 'public, max-age=86400' } });
}
