/** The seed's pictures of the agency itself (logo, home banner, team portraits), put in the media library. */
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { initials } from '@coast/domain';
import { siteConfig } from './content';

/**
 * Where a seed file is written before its upload: a folder of its own, as two CMS processes on one app
 * folder may seed their own databases at once (npm test's two lanes do): with one shared name, one's
 * upload could read the file half rewritten by the other, and that CMS would fail to boot.
 */
async function withTempFile<T>(name: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'coast-seed-'));
  try {
    return await use(path.join(dir, name));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Uploads a seed file to the media library. */
async function uploadBrandFile(strapi: Core.Strapi, name: string, copy: { path: string; mimetype: string }, alternativeText: string): Promise<number> {
  const stat = await fs.stat(copy.path);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText } },
      files: { filepath: copy.path, originalFilename: name, mimetype: copy.mimetype, size: stat.size },
    });
  return file.id;
}

export async function uploadLogo(strapi: Core.Strapi): Promise<number | null> {
  const filepath = path.join(strapi.dirs.app.root, 'data', 'brand', 'logo.svg');
  if (!(await fs.stat(filepath).catch(() => null))) return null;
  return withTempFile('logo.svg', async (copy) => {
    await fs.copyFile(filepath, copy);
    return uploadBrandFile(strapi, 'logo.svg', { path: copy, mimetype: 'image/svg+xml' }, siteConfig.agency.name);
  });
}

/**
 * The home banner's default picture: the coast drawn in data/brand/home-banner.svg, stored as a JPEG
 * (next/image does not resize SVG; a photo-sized raster is what staff will replace it with).
 */
export async function uploadHomeBanner(strapi: Core.Strapi): Promise<number | null> {
  const filepath = path.join(strapi.dirs.app.root, 'data', 'brand', 'home-banner.svg');
  if (!(await fs.stat(filepath).catch(() => null))) return null;
  return withTempFile('home-banner.jpg', async (copy) => {
    await sharp(filepath).jpeg({ quality: 80 }).toFile(copy);
    return uploadBrandFile(strapi, 'home-banner.jpg', { path: copy, mimetype: 'image/jpeg' }, '');
  });
}

/**
 * A team member's portrait, drawn locally like the listings' pictures (no photo can be fetched here): a
 * figure on a colour of its own, with the initials, stored as a JPEG that staff will replace.
 */
export async function uploadTeamPhoto(strapi: Core.Strapi, key: string, name: string): Promise<number> {
  const hue = [...key].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 360, 7);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="100%" height="100%" fill="hsl(${hue},45%,78%)"/>
    <circle cx="400" cy="320" r="150" fill="hsl(${hue},30%,35%)"/>
    <path d="M120 800 C120 560 680 560 680 800 Z" fill="hsl(${(hue + 40) % 360},35%,40%)"/>
    <text x="740" y="760" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="56" fill="#fff">${initials(name)}</text>
  </svg>`;
  return withTempFile(`team-${key}.jpg`, async (copy) => {
    await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(copy);
    return uploadBrandFile(strapi, `team-${key}.jpg`, { path: copy, mimetype: 'image/jpeg' }, name);
  });
}
