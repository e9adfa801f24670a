import { connection } from 'next/server';
import { siteUrl } from '@/cms/env';

/** Crawlers: everything but drafts and the site's API; where the sitemap is. */
export async function GET() {
  // SITE_URL is read when the site runs, not when it is built.
  await connection();
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /preview/', 'Disallow: /api/', '', `Sitemap: ${siteUrl()}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
