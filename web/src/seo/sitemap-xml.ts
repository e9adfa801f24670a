/** One page of the site in every language it exists in, for the sitemap. */
export interface SitemapEntry {
  /** Language → path ('/nl/te-koop/'). */
  readonly paths: Readonly<Record<string, string>>;
  /** The language whose path is x-default (the site's default language), when it has one. */
  readonly defaultLocale: string;
  /** ISO date-time of the last change. */
  readonly lastmod?: string | null;
}

/** The sitemap protocol's limit per file. */
const SITEMAP_URL_LIMIT = 50_000;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Every URL of the entries: one <url> per language, each listing all languages (hreflang) and x-default. */
function urlElements(entries: readonly SitemapEntry[], base: string): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const locales = Object.keys(entry.paths);
    const links = locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(base + entry.paths[l])}"/>`);
    const fallback = entry.paths[entry.defaultLocale];
    if (fallback) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + fallback)}"/>`);
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    for (const l of locales) out.push(`<url><loc>${escapeXml(base + entry.paths[l])}</loc>${lastmod}${links.join('')}</url>`);
  }
  return out;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlset = (urls: readonly string[]) =>
  `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;

/**
 * The sitemap files: `sitemap.xml` holds every URL while they fit in one file (50,000); past that it
 * becomes a sitemap index naming `sitemap/1.xml`, `sitemap/2.xml`…, each within the limit.
 */
export function sitemapFiles(entries: readonly SitemapEntry[], base: string, limit = SITEMAP_URL_LIMIT): { index: string; parts: string[] } {
  const urls = urlElements(entries, base);
  if (urls.length <= limit) return { index: urlset(urls), parts: [] };
  const parts: string[] = [];
  for (let i = 0; i < urls.length; i += limit) parts.push(urlset(urls.slice(i, i + limit)));
  const index = `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts
    .map((_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap/${i + 1}.xml`)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
  return { index, parts };
}
