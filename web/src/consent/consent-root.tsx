import { consentRevision, PAGE_KEYS, type Locale } from '@coast/domain';
import { getCookieConsent } from '@/cms/consent';
import type { AnalyticsIds } from '@/cms/types';
import { getRoutingContext } from '@/routing/context';
import { pageByKey, pagePath } from '@/routing/path-table';
import { ConsentIsland } from './consent-island';
import { dialogTranslation } from './dialog-texts';

/**
 * The consent island of a page, with what it needs from the CMS: the dialog's texts in the page's
 * language, the consent revision, the tracking ids and the cookie policy's path. Everything here is the
 * same for every visitor, so the page stays one cached document; the choice itself lives in the browser.
 */
export async function ConsentRoot({ locale, analytics }: { locale: Locale; analytics: AnalyticsIds }) {
  const [texts, { table }] = await Promise.all([getCookieConsent(locale), getRoutingContext()]);
  const policy = pageByKey(table, PAGE_KEYS.cookiePolicy);
  return (
    <ConsentIsland
      locale={locale}
      revision={consentRevision(texts?.revision)}
      ids={analytics}
      translation={dialogTranslation(texts, locale, policy ? pagePath(policy, locale) : null)}
    />
  );
}
