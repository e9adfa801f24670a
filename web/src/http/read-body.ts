/** A request's body went past its route's limit: the route answers 413 (see tooLarge). */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request's body is larger than ${limit} bytes`);
  }
}

/** Whether an error is BodyTooLarge or was caused by it (fetch rejects with its own error when the body it sends breaks). */
export function isBodyTooLarge(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) if (e instanceof BodyTooLarge) return true;
  return false;
}

/** A stream cut at `limit` bytes while it is read: past it, the stream errors with BodyTooLarge and its source is cancelled. */
export function cappedStream(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** Whether the request says (Content-Length) it is larger than `limit`: refused before a byte is read. */
export const declaresMoreThan = (request: Request, limit: number) => Number(request.headers.get('content-length')) > limit;

/**
 * The body as bytes, read chunk by chunk and given up at `limit` + 1 bytes (BodyTooLarge), whatever the
 * content type and whether Content-Length is sent or true. No body: an empty buffer.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  if (declaresMoreThan(request, limit)) throw new BodyTooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text, cut at `limit` bytes (see readBody). */
export async function readText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limit));
}

/** The body as JSON, cut at `limit` bytes (see readBody); null when it is not JSON. */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const text = await readText(request, limit);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The answer to a body past its limit (JSON, as every write route of the site answers). */
export function tooLarge(headers: HeadersInit = {}): Response {
  return Response.json({ ok: false, reason: 'tooLarge', errors: {} }, { status: 413, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Runs a route with its body's cut: BodyTooLarge becomes the 413, anything else is thrown on. */
export async function withBodyLimit(run: () => Promise<Response>, headers?: HeadersInit): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (isBodyTooLarge(error)) return tooLarge(headers);
    throw error;
  }
}
