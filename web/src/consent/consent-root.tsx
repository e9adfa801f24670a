import type { Locale } from '@coast/domain';
import type { AnalyticsIds } from '@/cms/types';
import { ConsentIsland } from './consent-island';
import { consentSetup } from './consent-texts';
import { ConsentFirstLayer } from './first-layer';

/**
 * The cookie question's first layer and the consent island of a page, with what they need from the CMS:
 * the first layer's texts in the page's language, the consent revision, the tracking ids and the cookie
 * policy's path. Everything here is the same for every visitor, so the page stays one cached document;
 * the choice itself lives in the browser. The settings' texts are not here: the island fetches them.
 */
export async function ConsentRoot({ locale, analytics }: { locale: Locale; analytics: AnalyticsIds }) {
  const { revision, firstLayer, policyHref } = await consentSetup(locale);
  return (
    <>
      <ConsentFirstLayer texts={firstLayer} revision={revision} policyHref={policyHref} />
      <ConsentIsland locale={locale} revision={revision} ids={analytics} />
    </>
  );
}
