/**
 * Any /api/ path no route of the site answers: a plain 404 for the scripts that call the API, not
 * Next's global 404 page (prerendered by the build, its inline scripts carry no nonce).
 */
function notFound(): Response {
  return Response.json({ error: 'not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
