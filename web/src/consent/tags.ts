import type { ConsentChoice } from './choice';
import { gtag } from './consent-mode';

/** The tracking ids of the site configuration; '' where not set: that tag never loads. */
export interface TagIds {
  readonly googleAnalyticsId: string;
  readonly googleAdsId: string;
  readonly googleTagManagerId: string;
  readonly facebookPixelId: string;
}

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  loaded?: boolean;
  version?: string;
  push?: unknown;
  callMethod?: (...args: unknown[]) => void;
};
declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** Hosts of the tags (also in src/security/headers.ts, THIRD_PARTY_SOURCES). */
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=';
const GTM = 'https://www.googletagmanager.com/gtm.js?id=';
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';

/**
 * The page's script nonce (one per build, src/security/headers.ts). Tag Manager copies the nonce of its
 * own script onto the inline tags it adds, which the policy would refuse without it; the files
 * themselves are allowed by their host.
 */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

const added = new Set<string>();
function addScript(src: string): void {
  if (added.has(src)) return;
  added.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/** Meta's queue (its snippet, without the inline script): commands wait until fbevents.js runs them. */
function fbq(...args: unknown[]): void {
  if (!window.fbq) {
    const queue: Fbq = (...call: unknown[]) => {
      if (queue.callMethod) queue.callMethod(...call);
      else queue.queue!.push(call);
    };
    queue.queue = [];
    queue.push = queue;
    queue.loaded = true;
    queue.version = '2.0';
    window.fbq = window._fbq = queue;
  }
  window.fbq(...args);
}

const configured = new Set<string>();
let pixelConsent: boolean | null = null;

/**
 * Adds every tag the choice allows, once per page load, each only when its id is set: Analytics and
 * Tag Manager with analytical consent, Google Ads and the Meta pixel with marketing consent. A tag
 * already loaded stays (a script cannot be taken back); Consent Mode and the pixel's own consent
 * switch stop it from storing or sending identifiers after a withdrawal.
 */
export function loadTags(ids: TagIds, choice: ConsentChoice): void {
  if (choice.analytical && ids.googleAnalyticsId) configureGoogleTag(ids.googleAnalyticsId);
  if (choice.marketing && ids.googleAdsId) configureGoogleTag(ids.googleAdsId);
  if (choice.analytical && ids.googleTagManagerId && !configured.has(ids.googleTagManagerId)) {
    configured.add(ids.googleTagManagerId);
    (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${GTM}${encodeURIComponent(ids.googleTagManagerId)}`);
  }
  if (ids.facebookPixelId && (choice.marketing || pixelConsent !== null)) {
    if (pixelConsent !== choice.marketing) fbq('consent', choice.marketing ? 'grant' : 'revoke');
    pixelConsent = choice.marketing;
    if (choice.marketing && !configured.has(ids.facebookPixelId)) {
      configured.add(ids.facebookPixelId);
      fbq('init', ids.facebookPixelId);
      addScript(PIXEL);
    }
  }
}

let googleTagStarted = false;

function configureGoogleTag(id: string): void {
  if (configured.has(id)) return;
  configured.add(id);
  if (!googleTagStarted) {
    googleTagStarted = true;
    gtag('js', new Date());
  }
  // Page views are sent by sendPageView, once per page, client navigations included.
  gtag('config', id, { send_page_view: false });
  addScript(`${GTAG}${encodeURIComponent(id)}`);
}

/**
 * One page view of the page now shown, to every tag the choice allows: Analytics and Tag Manager
 * (analytical), Google Ads and the pixel (marketing). Called on the first page and after each client
 * navigation.
 */
export function sendPageView(ids: TagIds, choice: ConsentChoice): void {
  const page = { page_location: location.href, page_path: location.pathname + location.search, page_title: document.title };
  const google = (choice.analytical && ids.googleAnalyticsId) || (choice.marketing && ids.googleAdsId);
  if (google) gtag('event', 'page_view', page);
  if (choice.analytical && ids.googleTagManagerId) (window.dataLayer ??= []).push({ event: 'page_view', ...page });
  if (choice.marketing && ids.facebookPixelId) fbq('track', 'PageView');
}
