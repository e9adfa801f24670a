export default ({ env }: { env: any }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  telemetryDisabled: true,
  // Admin "preview" opens the page on the site in draft mode (website issue wires the route).
  preview: {
    enabled: Boolean(env('SITE_URL')),
    config: {
      allowedOrigins: env('SITE_URL') ? [env('SITE_URL')] : [],
      async handler(uid: string, { documentId, locale, status }: { documentId: string; locale?: string; status?: string }) {
        if (uid !== 'api::menu-page.menu-page') return null;
        const params = new URLSearchParams({ documentId, locale: locale ?? 'nl', status: status ?? 'draft', secret: env('PREVIEW_SECRET', '') });
        return `${env('SITE_URL')}/api/preview?${params}`;
      },
    },
  },
});
