import { consentRevision, PAGE_KEYS, type Locale } from '@coast/domain';
import { getCookieConsent } from '@/cms/consent';
import { getRoutingContext } from '@/routing/context';
import { pageByKey, pagePath } from '@/routing/path-table';
import { dialogTranslation, firstLayerTexts, type FirstLayerTexts } from './dialog-texts';
import type { Translation } from 'vanilla-cookieconsent';

/** What the cookie question needs from the CMS in a language (server side). */
export interface ConsentSetup {
  /** @coast/domain's consentRevision of the CMS's revision. */
  readonly revision: number;
  readonly firstLayer: FirstLayerTexts;
  /** The cookie policy's path, when the site has that page. */
  readonly policyHref: string | null;
}

async function sources(locale: Locale) {
  const [texts, { table }] = await Promise.all([getCookieConsent(locale), getRoutingContext()]);
  const policy = pageByKey(table, PAGE_KEYS.cookiePolicy);
  return { texts, policyHref: policy ? pagePath(policy, locale) : null };
}

export async function consentSetup(locale: Locale): Promise<ConsentSetup> {
  const { texts, policyHref } = await sources(locale);
  return { revision: consentRevision(texts?.revision), firstLayer: firstLayerTexts(texts, locale), policyHref };
}

/** The settings' texts (five categories, their cookies): fetched by the browser when it opens the dialog. */
export async function settingsTranslation(locale: Locale): Promise<Translation> {
  const { texts, policyHref } = await sources(locale);
  return dialogTranslation(texts, locale, policyHref);
}
