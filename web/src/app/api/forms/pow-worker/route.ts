import { readFile } from 'node:fs/promises';
import path from 'node:path';

let source: Promise<string> | null = null;

/**
 * GET /api/forms/pow-worker/: the captcha's proof-of-work worker (ALTCHA's SHA worker, as the package
 * ships it), served by the site itself: the Content-Security-Policy allows workers from 'self' only, not
 * the blob: URLs the widget's default bundle makes. Read once per server from the installed package.
 */
export async function GET() {
  source ??= readFile(path.join(process.cwd(), 'node_modules', 'altcha', 'dist', 'workers', 'sha.js'), 'utf8');
  try {
    return new Response(await source, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
  } catch {
    source = null;
    return new Response('', { status: 404 });
  }
}
