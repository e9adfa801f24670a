import { UI_TIMINGS } from '@coast/domain/constants';
import type { ConsentChoice } from './choice';

/**
 * Google Consent Mode v2. Google's tags read the commands of `window.dataLayer`, in order, whenever they
 * load: the default (everything denied, wait for an update) is pushed before any tag is added to the
 * page, and every choice pushes an update. Analytical consent grants analytics_storage; marketing the
 * three ad signals.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

type Signal = 'granted' | 'denied';

/** gtag.js's own queue function: it must push the `arguments` object itself (Google's snippet). */
export function gtag(..._args: unknown[]): void {
  const layer = (window.dataLayer ??= []);
  // eslint-disable-next-line prefer-rest-params -- gtag.js tells its commands from data by the arguments object
  layer.push(arguments);
}

let defaultSet = false;

/** `consent default`: everything denied, waiting 500 ms for the stored choice or the dialog's. */
export function setConsentDefault(): void {
  if (defaultSet) return;
  defaultSet = true;
  window.gtag ??= gtag;
  gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    wait_for_update: UI_TIMINGS.analyticsConsentWaitMs,
  });
  // While ads are denied, Google's tags strip ad identifiers from what they send.
  gtag('set', 'ads_data_redaction', true);
}

/** `consent update` after a choice (also a stored one, on every page load). */
export function updateConsent(choice: ConsentChoice): void {
  const signal = (on: boolean): Signal => (on ? 'granted' : 'denied');
  gtag('consent', 'update', {
    analytics_storage: signal(choice.analytical),
    ad_storage: signal(choice.marketing),
    ad_user_data: signal(choice.marketing),
    ad_personalization: signal(choice.marketing),
  });
}
