import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import crypto from 'crypto';
import sharp from 'sharp';
import type { FeedPicture } from './feed-record';

/** Where a feed picture's bytes come from. */
export interface PictureSource {
  /** Writes the picture to a temporary file and returns its path and mime type. */
  fetch(picture: FeedPicture, context: { externalId: number; index: number; caption: string }): Promise<{ filepath: string; mimetype: string }>;
}

/** Real feeds: download the picture from its URL (with a time limit). */
export const downloadPictures: PictureSource = {
  async fetch(picture) {
    const response = await fetch(picture.Url, { signal: AbortSignal.timeout(20_000) });
    if (!response.ok) throw new Error(`picture ${picture.ID}: HTTP ${response.status}`);
    const mimetype = response.headers.get('content-type')?.split(';')[0] ?? 'image/jpeg';
    const filepath = path.join(os.tmpdir(), `feed-${crypto.randomUUID()}`);
    await fs.writeFile(filepath, Buffer.from(await response.arrayBuffer()));
    return { filepath, mimetype };
  },
};

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The committed snapshot's picture URLs point to a CDN that cannot be reached from here. Each picture
 * is drawn locally instead: a distinct image (colours from the picture id) that says which listing and
 * which photo it stands for, so galleries and thumbnails behave as with real photos.
 */
export const drawnPictures: PictureSource = {
  async fetch(picture, { externalId, index, caption }) {
    const seed = crypto.createHash('sha1').update(`${externalId}:${picture.ID}`).digest();
    const hue = (seed[0]! * 360) / 256;
    const hue2 = (hue + 40 + seed[1]! / 4) % 360;
    const width = 1360;
    const height = 907;
    const roofX = 380 + (seed[2]! % 200);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${hue},55%,72%)"/><stop offset="1" stop-color="hsl(${hue2},45%,88%)"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#sky)"/>
      <rect y="${height * 0.72}" width="100%" height="${height * 0.28}" fill="hsl(${(hue + 90) % 360},35%,45%)"/>
      <polygon points="${roofX - 260},${height * 0.42} ${roofX},${height * 0.2} ${roofX + 260},${height * 0.42}" fill="hsl(${hue2},40%,30%)"/>
      <rect x="${roofX - 220}" y="${height * 0.42}" width="440" height="${height * 0.3}" fill="hsl(${hue},20%,94%)"/>
      <rect x="${roofX - 40}" y="${height * 0.55}" width="80" height="${height * 0.17}" fill="hsl(${hue2},40%,35%)"/>
      <text x="${width - 60}" y="${height - 60}" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#fff">${escapeXml(caption)}</text>
      <text x="${width - 60}" y="${height - 120}" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#fff">Ref ${externalId} · ${index + 1}</text>
    </svg>`;
    const filepath = path.join(os.tmpdir(), `feed-${externalId}-${picture.ID}-${crypto.randomUUID()}.jpg`);
    await fs.copyFile(await drawnOnce(svg), filepath);
    return { filepath, mimetype: 'image/jpeg' };
  },
};

/**
 * Drawing is most of a seed's picture work (about 40 ms of CPU each, over 1,100 pictures), and every fresh
 * database (a test run, a new start) draws the same ones: each is drawn once per machine and copied after.
 * Written under a temporary name and renamed, so two seeds at once never read half a file.
 */
async function drawnOnce(svg: string): Promise<string> {
  const cache = path.join(os.tmpdir(), 'coast-drawn-pictures');
  const file = path.join(cache, `${crypto.createHash('sha256').update(svg).digest('hex')}.jpg`);
  try {
    await fs.access(file);
    return file;
  } catch {
    await fs.mkdir(cache, { recursive: true });
    const partial = `${file}.${crypto.randomUUID()}.partial`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: false }).toFile(partial);
    await fs.rename(partial, file);
    return file;
  }
}
