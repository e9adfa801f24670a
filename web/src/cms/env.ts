/**
 * Where the CMS is and the secrets the site shares with it (web/.env.local, generated from cms/.env by
 * scripts/lib.sh). Server-side only: none of these is NEXT_PUBLIC_, so none reaches the browser.
 */
export function cmsUrl(): string {
  return (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');
}

/** The read-only API token: every read of the site (published ones too, so the CMS does not count them as a visitor's) and the only way to read drafts (preview). */
export function siteReadToken(): string | undefined {
  return process.env.SITE_READ_TOKEN || undefined;
}

/** Shared with the CMS's webhook (Authorization: Bearer ...). */
export function webhookSecret(): string | undefined {
  return process.env.WEBHOOK_SECRET || undefined;
}

/** Shared with the CMS's admin preview link (?secret=...). */
export function previewSecret(): string | undefined {
  return process.env.PREVIEW_SECRET || undefined;
}

/** The site's public address, for canonical and hreflang URLs. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}
