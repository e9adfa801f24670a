import { toLocale } from '@coast/domain/i18n';
import { t } from '@/i18n';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The API-error screen with status 503, served by src/proxy.ts instead of a page it has not cached
 * while the CMS is down (nothing to build the page from). A self-contained document: the site's chrome
 * comes from the CMS too. Retry-After tells crawlers and proxies to come back.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  // The language is a path segment: a rewrite's own query is not what the handler sees.
  const locale = toLocale((await params).lang);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(t(locale, 'apiErrorTitle'))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#14213d;background:#f7f9fb}main{max-width:40rem;margin:15vh auto;padding:0 1.25rem}h1{font-size:1.75rem}a{display:inline-block;margin-right:1rem;padding:.6rem 1.1rem;border-radius:.4rem;background:#0b4f6c;color:#fff;text-decoration:none}a:focus-visible{outline:3px solid #14213d;outline-offset:2px}</style>
</head><body><main id="content" class="status-screen" data-status="503">
<h1>${escape(t(locale, 'apiErrorTitle'))}</h1>
<p>${escape(t(locale, 'apiErrorText'))}</p>
<p><a href="">${escape(t(locale, 'tryAgain'))}</a><a href="/">${escape(t(locale, 'backHome'))}</a></p>
</main></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '30' } });
}
