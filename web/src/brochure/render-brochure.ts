import { createHash } from 'node:crypto';
import { renderToBuffer } from '@react-pdf/renderer';
import { cacheLife } from 'next/cache';
import { BrochureDocument } from './brochure-document';
import type { BrochureModel } from './brochure-model';
import { brochurePhoto } from './brochure-photo';
import { qrPath } from './brochure-qr';
import { loadBrochureFont } from './fonts';

export interface RenderedBrochure {
  readonly pdf: Uint8Array;
  /** A strong validator of the bytes (ETag). */
  readonly etag: string;
  /** When this PDF was drawn (ms): earlier than the request means it came from the cache. */
  readonly renderedAt: number;
}

/** PDFs are drawn one at a time: each takes a core for a moment, and the machine serves pages too. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function draw(model: BrochureModel): Promise<{ rendered: RenderedBrochure; complete: boolean }> {
  await loadBrochureFont();
  const photo = await brochurePhoto(model.photoUrl);
  // react-pdf's types ask for its own element type; the document is one (a <Document> at its root).
  const buffer = await renderToBuffer(BrochureDocument({ model, photo, qr: qrPath(model.url) }));
  const pdf = new Uint8Array(buffer);
  return {
    rendered: { pdf, etag: `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 32)}"`, renderedAt: Date.now() },
    complete: photo !== null || model.photoUrl === null,
  };
}

/**
 * The brochure's PDF, cached by what it shows: the model (built from the same tagged CMS reads as the
 * listing's page) is the cache key, so a CMS webhook that expires those reads leads to a new PDF only
 * when the listing, its texts or the agency's data changed, and one render serves every request until
 * then. Entries are kept in Next's 'use cache' store (in memory, an LRU bounded by cacheMaxMemorySize;
 * Redis with REDIS_URL). A brochure drawn without its photo (the media library did not answer) is kept
 * only briefly, so the photo comes back.
 */
async function cachedBrochure(model: BrochureModel): Promise<RenderedBrochure> {
  'use cache';
  const { rendered, complete } = await oneAtATime(() => draw(model));
  cacheLife(complete ? { stale: 300, revalidate: 30 * 24 * 3600, expire: 30 * 24 * 3600 } : { stale: 30, revalidate: 60, expire: 300 });
  return rendered;
}

/** Concurrent first requests of one brochure share one render (the cache has nothing to give them yet). */
const inFlight = new Map<string, Promise<RenderedBrochure>>();

export function brochurePdf(model: BrochureModel): Promise<RenderedBrochure> {
  const key = createHash('sha256').update(JSON.stringify(model)).digest('hex');
  let pending = inFlight.get(key);
  if (!pending) {
    pending = cachedBrochure(model).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
