import type { Core } from '@strapi/strapi';
import { sitePathOf } from '../src/preview/site-path';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  telemetryDisabled: true,
  // Admin "preview" opens the entry's page on the site in draft mode: menu pages, articles, categories
  // (in the entry's language), listings and projects. The site's /api/preview/ checks the secret and opens the path.
  preview: {
    enabled: Boolean(env('SITE_URL')),
    config: {
      allowedOrigins: env('SITE_URL') ? [env('SITE_URL')] : [],
      async handler(uid: string, { documentId, locale, status }: { documentId: string; locale?: string | null; status?: string }) {
        const path = await sitePathOf(strapi, uid, { documentId, locale, status });
        if (!path) return null;
        const params = new URLSearchParams({ path, secret: env('PREVIEW_SECRET', '') });
        return `${String(env('SITE_URL')).replace(/\/+$/, '')}/api/preview?${params}`;
      },
    },
  },
});
