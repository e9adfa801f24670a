import { DEFAULT_MAP_TILES } from '@coast/domain/constants';

/**
 * The site's security headers, in one place (docs/architecture/security-headers.md): `STATIC_HEADERS`,
 * the same everywhere (next.config.ts `headers()`), and `responseSecurityHeaders()`, what depends on the
 * environment, set by src/proxy.ts. The Permissions-Policy is set by the proxy too (decision 008), and
 * scripts carry one nonce per build, kept in the cached HTML (decision 001).
 */

/**
 * Other hosts the pages may use, by what for. Analytics or an embed (YouTube, Matterport) is one line
 * here, e.g. `frames: ['https://www.youtube-nocookie.com', 'https://my.matterport.com']`; the policy and
 * Permissions-Policy (fullscreen for embedded frames) follow. The CMS's own addresses come from the
 * environment (pictures and the admin's preview), never from here.
 */
export const THIRD_PARTY_SOURCES: Readonly<Record<'scripts' | 'connect' | 'images' | 'media' | 'frames', readonly string[]>> = {
  // Each host is used only after the visitor's consent for its category (src/consent/): the policy
  // says what may load at all, the consent island what loads now. Google's hosts follow its CSP guide
  // for Tag Manager, Analytics 4 and Ads; Meta's, the pixel's.
  /** Script files from other hosts (an analytics tag). */
  scripts: [
    'https://*.googletagmanager.com', // Tag Manager, gtag.js (Analytics, Ads)
    'https://www.googleadservices.com', // Ads conversions
    'https://googleads.g.doubleclick.net', // Ads remarketing
    'https://www.google.com', // Ads
    'https://connect.facebook.net', // Meta pixel
  ],
  /** fetch/XHR/beacon targets (an analytics collector). */
  connect: [
    'https://*.google-analytics.com', // Analytics hits
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com', // Ads
    'https://google.com',
    'https://googleads.g.doubleclick.net',
    'https://www.facebook.com', // Meta pixel
    'https://connect.facebook.net',
  ],
  /** Pictures from other hosts (beside the CMS's /uploads). */
  images: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.be',
    'https://www.facebook.com', // Meta pixel's image hits
    // The results map's default tiles (@coast/domain DEFAULT_MAP_TILES), after social-media consent; a
    // provider set in the site configuration needs its host here too.
    new URL(DEFAULT_MAP_TILES.url.replace(/\{[a-z]\}/g, '0')).origin,
  ],
  /** Audio and video files from other hosts. */
  media: [],
  /** Pages embedded in frames (video, 3D tours), each after social-media consent; Google's for Ads. */
  frames: [
    'https://www.youtube-nocookie.com', // @coast/domain's YouTube embeds use this host
    'https://player.vimeo.com',
    'https://www.facebook.com', // Facebook's video plugin
    'https://my.matterport.com',
    'https://kuula.co',
    'https://nodalview.com',
    'https://app.nodalview.com',
    'https://td.doubleclick.net', // Ads
    'https://www.googletagmanager.com', // Tag Manager
  ],
};

/** Browser features no page uses: off for the page and anything it embeds. */
const FEATURES_OFF = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
  'browsing-topics',
];

/** What a build file (script, style sheet, font under /_next/static/) needs: the others act on documents. */
export const ASSET_HEADERS: readonly { key: string; value: string }[] = [{ key: 'X-Content-Type-Options', value: 'nosniff' }];

/** Headers that never change: next.config.ts `headers()` (every path). No value may hold a ':' (see above). */
export const STATIC_HEADERS: readonly { key: string; value: string }[] = [
  ...ASSET_HEADERS,
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Pop-ups the site opens never keep a handle on it (and it on them); frames are not affected.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

export function permissionsPolicy(frameHosts: readonly string[]): string {
  const fullscreen = ['self', ...frameHosts.map((host) => `"${origin(host)}"`)].join(' ');
  return [...FEATURES_OFF.map((feature) => `${feature}=()`), `fullscreen=(${fullscreen})`].join(', ');
}

/** The environment a policy is made for (see `securityEnv`). */
export interface SecurityEnv {
  readonly production: boolean;
  /** The site's public address (SITE_URL): https there means HSTS and upgraded sub-requests. */
  readonly siteUrl: string;
  /** The CMS's origins as browsers meet them: pictures (/uploads/) and the admin that frames the site for previews. */
  readonly cmsOrigins: readonly string[];
  /** The build's script nonce. */
  readonly nonce: string;
}

/**
 * The build's script nonce: drawn by next.config.ts when the site is built and compiled into the proxy
 * (`env`), so every instance running one build, and every page it caches, shares it. The fallback only
 * serves code that runs outside a build (unit tests).
 */
export function pageNonce(): string {
  return process.env.COAST_PAGE_NONCE || 'unbuilt';
}

/**
 * Read from the environment when the server runs. CMS_URL is how the site's server reaches the CMS
 * (often a private address); CMS_PUBLIC_URL, when set, is where browsers open the admin and pictures.
 */
export function securityEnv(env: NodeJS.ProcessEnv = process.env): SecurityEnv {
  // MEDIA_URL: the media library's bucket, when pictures are not served by the CMS itself.
  const cms = [env.CMS_URL || 'http://127.0.0.1:1337', ...[env.CMS_PUBLIC_URL, env.MEDIA_URL].filter((url): url is string => Boolean(url))];
  return {
    production: env.NODE_ENV === 'production',
    siteUrl: env.SITE_URL || 'http://localhost:3000',
    cmsOrigins: [...new Set(cms.map(origin).flatMap(loopbackNames))],
    nonce: pageNonce(),
  };
}

/** The Content-Security-Policy of every response the proxy answers (pages, API answers, 404s). */
export function contentSecurityPolicy(security: SecurityEnv): string {
  const { production, cmsOrigins, nonce } = security;
  const https = security.siteUrl.startsWith('https://');
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // 'self': Next's script files (its first one carries no nonce); the nonce: its inline scripts.
    // Development only: React's debugging tools evaluate code.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...THIRD_PARTY_SOURCES.scripts, ...(production ? [] : ["'unsafe-eval'"])],
    // No script in an attribute (onclick=...), whatever its nonce.
    'script-src-attr': ["'none'"],
    // Style attributes (next/image writes some) and the 503 page's own <style>: no script runs from CSS.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...cmsOrigins, ...THIRD_PARTY_SOURCES.images],
    'media-src': ["'self'", ...cmsOrigins, ...THIRD_PARTY_SOURCES.media],
    // The site draws in the phone's own typeface; a font file could only come from the site itself.
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...THIRD_PARTY_SOURCES.connect],
    'frame-src': THIRD_PARTY_SOURCES.frames.length ? THIRD_PARTY_SOURCES.frames : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // The site itself and the CMS admin, which shows pages in a frame for previews.
    'frame-ancestors': ["'self'", ...cmsOrigins],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Strict-Transport-Security only where the site is served over https: in production with an https
 * SITE_URL (the address the CMS and the sitemap already use). Over http a browser ignores it anyway,
 * and a development machine must never learn it for localhost.
 */
function strictTransportSecurity(security: SecurityEnv): string | undefined {
  return security.production && security.siteUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : undefined;
}

/** The headers the proxy sets on one response. */
type ResponseSecurityHeaders = { 'Content-Security-Policy': string; 'Permissions-Policy': string; 'Strict-Transport-Security'?: string };
/** The process's own headers: its environment does not change, so they are built once, not per request. */
let ofThisProcess: ResponseSecurityHeaders | undefined;

export function responseSecurityHeaders(security?: SecurityEnv): ResponseSecurityHeaders {
  if (!security) return (ofThisProcess ??= responseSecurityHeaders(securityEnv()));
  const hsts = strictTransportSecurity(security);
  return {
    'Content-Security-Policy': contentSecurityPolicy(security),
    'Permissions-Policy': permissionsPolicy(THIRD_PARTY_SOURCES.frames),
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
  };
}

function origin(url: string): string {
  return new URL(url).origin;
}

// IPv6 literals are not valid CSP sources (Chromium ignores them and says so in the console): the two names only.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * A CMS on this machine is opened by any of its loopback names (the admin at localhost:1337 or at
 * 127.0.0.1:1337): each may frame the site for a preview. Any other origin stands for itself only.
 */
function loopbackNames(cmsOrigin: string): string[] {
  const url = new URL(cmsOrigin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [cmsOrigin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}
