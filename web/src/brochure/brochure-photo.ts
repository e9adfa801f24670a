import sharp from 'sharp';

/** Photos larger than this are not read (the media library's uploads are far smaller). */
const MAX_BYTES = 25 * 1024 * 1024;
const TIMEOUT_MS = 10_000;

/**
 * The listing's main photo for the brochure: fetched from the CMS media library on the server, cropped
 * to 3:2 and scaled to 1200 px as JPEG (react-pdf draws JPEG and PNG only; the library may hold WebP,
 * and a 1200 px photo keeps the PDF small). Null when it cannot be had: the brochure is drawn without it.
 */
export async function brochurePhoto(url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) return null;
    const input = Buffer.from(await response.arrayBuffer());
    if (input.byteLength > MAX_BYTES) return null;
    return await sharp(input).rotate().resize({ width: 1200, height: 800, fit: 'cover' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
}
