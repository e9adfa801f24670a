import type { NextConfig } from 'next';
import { IMAGE_WIDTHS } from '@coast/domain';
import { randomBytes } from 'node:crypto';
import { serverCacheConfig } from './cache-handlers/config.cjs';
import { PROXY_BODY_BUFFER_BYTES } from './src/http/body-limits';
import { ASSET_HEADERS, STATIC_HEADERS } from './src/security/headers';

/**
 * Images come from the CMS's media library (/uploads/...) through next/image: webp at the spec's widths
 * (400, 600, 1360; 250 for list thumbnails; 100 as placeholder) and 828 for phones (decision 041). The CMS host comes from CMS_URL; any
 * port is allowed so the tests' CMS on a free port works with the same build.
 */
const cms = new URL(process.env.CMS_URL ?? 'http://127.0.0.1:1337');
/**
 * The media library in a bucket (the CMS's S3_* settings): MEDIA_URL is its public address (the CMS's
 * S3_PUBLIC_URL), whose uploads/ folder next/image may read too. Read when `next start` evaluates this
 * file, like CMS_URL, so one build serves either storage.
 */
const media = process.env.MEDIA_URL ? new URL(process.env.MEDIA_URL.replace(/\/*$/, '/')) : undefined;
const imageSources = [
  { protocol: cms.protocol, hostname: cms.hostname, pathname: '/uploads/**' },
  ...(media ? [{ protocol: media.protocol, hostname: media.hostname, pathname: `${media.pathname}uploads/**` }] : []),
].map((source) => ({ ...source, protocol: source.protocol.replace(':', '') as 'http' | 'https' }));
/** Next 16 refuses to optimise images from loopback/private addresses unless told; only then is it allowed. */
const onLocalNetwork = (host: string) => /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[::1\])/.test(host);

/**
 * The build's script nonce (src/security/headers.ts): drawn once per build and compiled into the proxy,
 * which puts it in every response's policy and hands it to the renderer, so all pages of one build (and
 * every instance running it, sharing a cache) carry the same one. A value in the environment at build
 * time is kept instead, so the build's own evaluations of this file and `next start`'s agree on it.
 */
const pageNonce = (process.env.COAST_PAGE_NONCE ||= randomBytes(18).toString('base64url'));

const config: NextConfig = {
  // Every path of the site ends in '/' (docs/architecture/routing-and-caching.md); '/for-sale' redirects to '/for-sale/'.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole page in JavaScript on every answer to make one (a fifth of a
  // cached page's cost in a profile of `next start`), to spare a returning browser 15-25 KB of gzip on a
  // reload. Routes that set their own validator (the brochure's PDF) keep it.
  generateEtags: false,
  // Pages are cached whole (see src/proxy.ts and app/site/[lang]/[query]/[[...path]]): 'use cache' data
  // reads tagged for the CMS webhook, each path and list variant an ISR entry.
  cacheComponents: true,
  // Each page is awaited whole and cached per URL (ISR), not served as a shell with streamed holes.
  partialPrefetching: false,
  // The page cache lives in memory (bounded LRU, cacheMaxMemorySize), not on disk: variants cannot
  // fill the disk, and a restart never serves pages whose webhooks were missed while the site was down
  // (`next start` turns the flag on for the pictures' cache and keeps pages off the disk in its handlers).
  // What Next buffers of a request's body for the proxy: just over the largest proxied route's limit
  // (src/http/body-limits.ts), so a large post costs at most that, and its route still sees it is too large.
  experimental: { isrFlushToDisk: false, globalNotFound: true, proxyClientMaxBodySize: PROXY_BODY_BUFFER_BYTES },
  // The proxy (src/proxy.ts) rewrites every CMS path to the internal route. Without this flag Next hands
  // the proxy a 'localhost' URL while it resolves rewrites against the bound host (`next start -H
  // 127.0.0.1`), so the rewrite would be taken for an external one.
  skipProxyUrlNormalize: true,
  // The workspace packages ship CommonJS in dist/; nothing to transpile.
  images: {
    remotePatterns: imageSources,
    dangerouslyAllowLocalIP: imageSources.some((source) => onLocalNetwork(source.hostname)),
    deviceSizes: [...IMAGE_WIDTHS.responsive],
    imageSizes: [IMAGE_WIDTHS.placeholder, IMAGE_WIDTHS.listingThumbnail],
    formats: ['image/webp'],
    minimumCacheTTL: 3600,
    // Next's disk cache of optimised pictures (`.next/cache/images`, least recently used out first);
    // on for `next start` only (cache-handlers/config.cjs).
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
  logging: { fetches: { fullUrl: false } },
  env: { COAST_PAGE_NONCE: pageNonce },
  // Headers that never change (src/security/headers.ts); the policy and HSTS depend on the environment
  // and are set at run time by src/proxy.ts, with the Permissions-Policy (a value holding ':' would be
  // compiled as a path pattern here on every request). The build's files (scripts, styles, fonts) get nosniff only:
  // the others act on documents, and repeated on each of a page's dozen files they cost it 8 KB.
  async headers() {
    return [
      { source: '/:path((?!_next/static/|img/).*)', headers: [...STATIC_HEADERS] },
      { source: '/_next/static/:path*', headers: [...ASSET_HEADERS] },
      // Pictures by their short address (src/ui/image-path.ts): files, like the build's.
      { source: '/img/:path*', headers: [...ASSET_HEADERS] },
    ];
  },
};

/**
 * Several servers (README): with REDIS_URL, `next start` keeps pages and 'use cache' entries in Redis,
 * shared by every instance with one tag expiry (@trieb.work/nextjs-turbo-redis-cache, cache-handlers/).
 * Decided when the server starts (next.config is evaluated again by `next start`), so one build serves
 * both ways; an unreachable Redis at start leaves that instance on its in-memory cache.
 */
export default async function nextConfig(phase: string): Promise<NextConfig> {
  return { ...config, ...(await serverCacheConfig(phase, process.env, config.experimental)) };
}
