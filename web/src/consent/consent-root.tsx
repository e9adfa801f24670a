import type { Locale } from '@coast/domain';
import { getSiteConfiguration } from '@/cms/site';
import { ConsentIsland } from './consent-island';
import { consentSetup } from './consent-texts';
import { ConsentFirstLayer } from './first-layer';

/**
 * The cookie question's first layer and the consent island of a document (rendered by the root layout,
 * after the page: once per document, the page's last stop), with what they need from the CMS: the first
 * layer's texts in the page's language, the consent revision, the tracking ids and the cookie policy's
 * path. Not in the page's own tree: the router keeps earlier pages in the document, hidden, and their
 * copies would answer for the page shown. Everything here is the same for every visitor, so the page
 * stays one cached document; the choice itself lives in the browser. The settings' texts are not here:
 * the island fetches them.
 */
export async function ConsentRoot({ locale }: { locale: Locale }) {
  let setup, config;
  try {
    [setup, config] = await Promise.all([consentSetup(locale), getSiteConfiguration(locale)]);
  } catch {
    // The CMS cannot be reached and nothing is cached: the page shows its error screen; no question,
    // and without the island no tag either.
    return null;
  }
  if (!config) return null;
  const { revision, firstLayer, policyHref } = setup;
  return (
    <>
      <ConsentFirstLayer texts={firstLayer} revision={revision} policyHref={policyHref} />
      <ConsentIsland locale={locale} revision={revision} ids={config.analytics} />
    </>
  );
}
