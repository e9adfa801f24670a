import { loadScreen } from '@/screens/load-screen';

/**
 * Internal: whether a path exists, asked by src/proxy.ts before a page is rendered. Next.js renders
 * a 404 thrown from a page on the client only (empty server HTML, vercel/next.js#62228), so the proxy
 * sends unknown paths to the built-in not-found route instead, which is rendered on the server.
 */
export async function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path') ?? '/';
  try {
    const screen = await loadScreen(path);
    return Response.json({ kind: screen.kind }, { status: screen.kind === 'not-found' ? 404 : 200, headers: { 'cache-control': 'no-store' } });
  } catch {
    // The page will show the API error screen itself.
    return Response.json({ kind: 'error' }, { headers: { 'cache-control': 'no-store' } });
  }
}
