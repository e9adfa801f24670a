import type { Core } from '@strapi/strapi';

/**
 * The site asks next/image for each width it shows (400, 600, 828, 1360, 250 thumbnails, webp), so Strapi's
 * own responsive copies would be stored and never read; they also tripled the import time of the
 * ~1100 listing pictures. The media library keeps its small thumbnail. Applied once: an editor who
 * changes these settings in the admin keeps their choice.
 */
export async function ensureUploadSettings(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'upload', key: 'settings' });
  const current = ((await store.get({})) ?? {}) as Record<string, unknown>;
  if (current.coastDefaults) return;
  await store.set({ value: { ...current, sizeOptimization: false, responsiveDimensions: false, autoOrientation: false, coastDefaults: true } });
}
