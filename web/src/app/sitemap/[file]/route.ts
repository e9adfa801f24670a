import { connection } from 'next/server';
import { getSitemapFiles } from '@/seo/sitemap-entries';

/** One part of the sitemap once it outgrows a single file ('/sitemap/2.xml'), named by sitemap.xml's index. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  const n = /^(\d{1,4})\.xml$/.exec((await params).file)?.[1];
  const part = n ? (await getSitemapFiles()).parts[Number(n) - 1] : undefined;
  if (!part) return new Response('Not found', { status: 404 });
  return new Response(part, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
