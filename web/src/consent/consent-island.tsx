'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import type { OptionalConsentCategory } from '@coast/domain/site';
import type { Translation } from 'vanilla-cookieconsent';
import type { ConsentChoice } from './choice';
import { setConsentDefault, updateConsent } from './consent-mode';
import type { DialogOptions } from './dialog';
import { clearStoredChoice, readStoredChoice } from './storage';
import { ACCEPT_CATEGORY_EVENT, consentStore, OPEN_SETTINGS_ATTRIBUTE } from './store';
import { loadTags, sendPageView, type TagIds } from './tags';

interface Props {
  readonly locale: string;
  /** @coast/domain's consentRevision of the CMS's revision. */
  readonly revision: number;
  readonly ids: TagIds;
  readonly translation: Translation;
}

/** The props of the page now shown (a client navigation can change the language and the texts). */
let current: Props | null = null;
let started = false;
/** The page (address) the last page view was sent for. */
let pageViewSentFor: string | null = null;

const isPreview = () => location.pathname.split('/').includes('preview');
// Search engines render pages too: they are not asked (the library's own check also refuses automated
// browsers, which would hide the dialog from every browser test).
const isCrawler = () => /bot|crawl|spider|slurp|teoma|lighthouse/i.test(navigator.userAgent);

function apply(choice: ConsentChoice) {
  consentStore.set(choice);
  updateConsent(choice);
  if (current && !isPreview()) loadTags(current.ids, choice);
}

function dialogOptions(props: Props): DialogOptions {
  return { locale: props.locale, revision: props.revision, translation: props.translation, onChoice: apply };
}

/** The dialog's code is fetched only now, when something needs it. */
async function withDialog(run: (dialog: typeof import('./dialog'), options: DialogOptions) => Promise<void>) {
  if (!current) return;
  const options = dialogOptions(current);
  await run(await import('./dialog'), options);
}

/**
 * Runs once per page load: Consent Mode's default before any tag; `?setcookies` forgets the choice (and
 * leaves the address); a valid stored choice is applied at once, without the dialog's code; otherwise
 * the dialog asks, except on preview paths and for crawlers. The footer's link and the embeds' buttons
 * reach the dialog through a click handler and an event, so they stay server-rendered markup.
 */
function start() {
  if (started || !current) return;
  started = true;
  setConsentDefault();
  const url = new URL(location.href);
  const reset = url.searchParams.has('setcookies');
  if (reset) {
    clearStoredChoice();
    url.searchParams.delete('setcookies');
    history.replaceState(history.state, '', url);
  }
  const stored = reset ? null : readStoredChoice(current.revision);
  if (stored) apply(stored);
  else if (!isPreview() && !isCrawler()) void withDialog((dialog, options) => dialog.showConsent(options));

  document.addEventListener('click', (event) => {
    const opener = event.target instanceof Element ? event.target.closest(`[${OPEN_SETTINGS_ATTRIBUTE}]`) : null;
    if (!opener) return;
    event.preventDefault();
    void withDialog((dialog, options) => dialog.showPreferences(options));
  });
  window.addEventListener(ACCEPT_CATEGORY_EVENT, (event) => {
    const category = (event as CustomEvent<OptionalConsentCategory>).detail;
    void withDialog((dialog, options) => dialog.acceptCategory(options, category));
  });
}

/**
 * The consent island: renders nothing; holds the dialog, Consent Mode and the tags, and sends one page
 * view per page shown (client navigations included) to the tags the choice allows.
 */
export function ConsentIsland(props: Props) {
  const pathname = usePathname();
  const choice = useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.getServerSnapshot);

  useEffect(() => {
    current = props;
    start();
  }, [props]);

  useEffect(() => {
    if (!choice || !current || isPreview() || pageViewSentFor === location.href) return;
    pageViewSentFor = location.href;
    sendPageView(current.ids, choice);
  }, [pathname, choice]);

  return null;
}
