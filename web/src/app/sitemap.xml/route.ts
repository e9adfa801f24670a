import { connection } from 'next/server';
import { getSitemapFiles } from '@/seo/sitemap-entries';

/** Every published page and every listing in the feed, in every language, with hreflang alternates. */
export async function GET() {
  // Read on request (from the tagged cache), never at build time: the build has no CMS.
  await connection();
  const { index } = await getSitemapFiles();
  return new Response(index, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
