import { Fragment } from 'react';
import { pageNonce } from '@/security/headers';
import { InlineScriptTag } from '@/ui/inline-script-tag';
import { OWN_EARLY_PRESS_ATTRIBUTE } from '@/ui/early-press-names';
import type { FirstLayerTexts } from './dialog-texts';
import { FIRST_LAYER_ID } from './first-layer-script';
import { CONSENT_ANSWER_ATTRIBUTE, OPEN_SETTINGS_ATTRIBUTE } from './store';

/**
 * The cookie question's first view (accept all, decline, change settings), server markup in every
 * cached page: sent hidden, shown by the inline script below when the browser holds no choice. The
 * island answers its buttons (the dialog library stores the choice); "change settings" opens the
 * library's five switches over it. Its three buttons look the same: refusing is as easy as accepting
 * (EDPB guidelines 03/2022).
 */
export function ConsentFirstLayer({ texts, revision, policyHref }: { texts: FirstLayerTexts; revision: number; policyHref: string | null }) {
  return (
    <>
      <section
        id={FIRST_LAYER_ID}
        className="consent-layer"
        role="dialog"
        aria-labelledby={`${FIRST_LAYER_ID}-title`}
        aria-describedby={`${FIRST_LAYER_ID}-description`}
        tabIndex={-1}
        data-revision={revision}
        // Its inline script keeps a press made before the island is ready (not the page's early-press script).
        {...{ [OWN_EARLY_PRESS_ATTRIBUTE]: '' }}
        // Not a search result's snippet, although it is in every page's HTML.
        data-nosnippet
        hidden
        // The inline script may show it before React hydrates the page.
        suppressHydrationWarning
      >
        <h2 id={`${FIRST_LAYER_ID}-title`} className="consent-layer__title">
          {texts.title}
        </h2>
        <p id={`${FIRST_LAYER_ID}-description`} className="consent-layer__description">
          {texts.description.map((line, index) => (
            <Fragment key={index}>
              {index ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
        <div className="consent-layer__buttons">
          <button type="button" className="consent-layer__button" {...{ [CONSENT_ANSWER_ATTRIBUTE]: 'all' }}>
            {texts.acceptAll}
          </button>
          <button type="button" className="consent-layer__button" {...{ [CONSENT_ANSWER_ATTRIBUTE]: 'necessary' }}>
            {texts.decline}
          </button>
          <button type="button" className="consent-layer__button" {...{ [OPEN_SETTINGS_ATTRIBUTE]: '' }}>
            {texts.changeSettings}
          </button>
        </div>
        {policyHref ? (
          <p className="consent-layer__policy">
            <a href={policyHref}>{texts.cookiePolicy}</a>
          </p>
        ) : null}
      </section>
      <InlineScriptTag name="consent-first-layer" nonce={pageNonce()} />
    </>
  );
}
