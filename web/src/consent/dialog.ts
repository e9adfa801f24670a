import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import type { OptionalConsentCategory } from '@coast/domain/site';
import { choiceOf, recordOf, type ConsentChoice } from './choice';
import { CONSENT_LIFETIME_DAYS, CONSENT_STORAGE_KEY } from './storage';
import './dialog.css';

/**
 * The dialog: vanilla-cookieconsent (v3), loaded only when it must show (no valid choice, the footer's
 * link, an embed's "always allow"), so pages of a visitor who already chose never download it.
 */
export interface DialogOptions {
  readonly locale: string;
  /** @coast/domain's consentRevision: a choice stored under another revision is asked again. */
  readonly revision: number;
  readonly translation: CookieConsent.Translation;
  /** Every choice, and the stored one when the library starts. */
  readonly onChoice: (choice: ConsentChoice) => void;
}

let running: { locale: string; revision: number; ready: Promise<void> } | null = null;

function start(options: DialogOptions): Promise<void> {
  if (running && running.locale === options.locale && running.revision === options.revision) return running.ready;
  // Another language after a client navigation: the same library again with that language's texts.
  if (running) CookieConsent.reset(false);
  const report = ({ cookie }: { cookie: CookieConsent.CookieValue }) => {
    const choice = choiceOf(cookie.categories);
    // The spec's record ('set' and the four flags) beside the library's own fields.
    if (JSON.stringify(cookie.data) !== JSON.stringify(recordOf(choice))) CookieConsent.setCookieData({ value: recordOf(choice), mode: 'overwrite' });
    options.onChoice(choice);
  };
  const ready = CookieConsent.run({
    revision: options.revision,
    autoShow: false,
    // The site decides itself whom not to ask (crawlers, previews): see consent-island.tsx.
    hideFromBots: false,
    manageScriptTags: false,
    cookie: { name: CONSENT_STORAGE_KEY, useLocalStorage: true, expiresAfterDays: CONSENT_LIFETIME_DAYS },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      // Withdrawn consent also erases what the tags stored on the site's own domain.
      analytical: { autoClear: { cookies: [{ name: /^_ga/ }, { name: /^_gid/ }] } },
      marketing: { autoClear: { cookies: [{ name: /^_gcl/ }, { name: '_fbp' }] } },
      'social-media': {},
      unclassified: {},
    },
    language: { default: options.locale, translations: { [options.locale]: options.translation } },
    onConsent: report,
    onChange: report,
  });
  running = { locale: options.locale, revision: options.revision, ready };
  return ready;
}

/** The library moves focus into a modal this long after showing it. */
const LIBRARY_FOCUS_DELAY_MS = 100;

/**
 * The first view: accept all, decline, change settings. Focus moves into it, unless the visitor had
 * already put it somewhere on the page before the dialog arrived (it loads after the page): then it
 * stays where they are, as a jump would interrupt them; the dialog is still the page's last stop.
 */
export async function showConsent(options: DialogOptions): Promise<void> {
  await start(options);
  const before = document.activeElement;
  const visitorIsSomewhere = before instanceof HTMLElement && before !== document.body && !before.closest('#cc-main');
  CookieConsent.show(true);
  if (visitorIsSomewhere)
    setTimeout(() => {
      if (document.activeElement?.closest('#cc-main')) before.focus();
    }, LIBRARY_FOCUS_DELAY_MS + 50);
}

/** The five switches (the footer's "cookie settings"). */
export async function showPreferences(options: DialogOptions): Promise<void> {
  await start(options);
  CookieConsent.showPreferences();
}

/** Adds one category to the visitor's choice (an embed's "always allow"), closing the dialog if it is open. */
export async function acceptCategory(options: DialogOptions, category: OptionalConsentCategory): Promise<void> {
  await start(options);
  const accepted = CookieConsent.validConsent() ? CookieConsent.getUserPreferences().acceptedCategories : [];
  CookieConsent.acceptCategory([...new Set([...accepted, category])]);
  CookieConsent.hide();
}
