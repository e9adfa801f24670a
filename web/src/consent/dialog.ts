import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import type { OptionalConsentCategory } from '@coast/domain/site';
import { choiceOf, recordOf, type ConsentChoice } from './choice';
import type { ConsentAnswer } from './store';
import { CONSENT_LIFETIME_DAYS, CONSENT_STORAGE_KEY } from './storage';
import './dialog.css';

/**
 * The dialog library: vanilla-cookieconsent (v3). It stores the choice and shows the five switches; the
 * first view is the page's own (first-layer.tsx). Loaded only when needed (the first layer shows, the
 * footer's link, an embed's "always allow"), so pages of a visitor who already chose never download it.
 */
export interface DialogOptions {
  readonly locale: string;
  /** @coast/domain's consentRevision: a choice stored under another revision is asked again. */
  readonly revision: number;
  readonly translation: CookieConsent.Translation;
  /** Every choice, and the stored one when the library starts. */
  readonly onChoice: (choice: ConsentChoice) => void;
  /** The five switches closed (saved or not). */
  readonly onSettingsClosed: () => void;
}

let running: { locale: string; revision: number; translation: CookieConsent.Translation; ready: Promise<void> } | null = null;

function start(options: DialogOptions): Promise<void> {
  const { locale, revision, translation } = options;
  if (running && running.locale === locale && running.revision === revision && running.translation === translation) return running.ready;
  // Another language after a client navigation (or its texts, once they could be fetched): the same
  // library again with those texts.
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
    // The site decides itself whom not to ask (crawlers, previews): see who-is-asked.ts.
    hideFromBots: false,
    manageScriptTags: false,
    cookie: { name: CONSENT_STORAGE_KEY, useLocalStorage: true, expiresAfterDays: CONSENT_LIFETIME_DAYS },
    guiOptions: {
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
    onModalHide: ({ modalName }) => {
      if (modalName === 'preferencesModal') options.onSettingsClosed();
    },
  });
  running = { locale, revision, translation, ready };
  return ready;
}

/** The first layer's answer: every category, or the strictly necessary ones only. */
export async function answer(options: DialogOptions, value: ConsentAnswer): Promise<void> {
  await start(options);
  CookieConsent.acceptCategory(value === 'all' ? 'all' : []);
}

/** The five switches (the footer's "cookie settings"). */
export async function showPreferences(options: DialogOptions): Promise<void> {
  await start(options);
  CookieConsent.showPreferences();
}

/** Adds one category to the visitor's choice (an embed's "always allow"), closing the settings if they are open. */
export async function acceptCategory(options: DialogOptions, category: OptionalConsentCategory): Promise<void> {
  await start(options);
  const accepted = CookieConsent.validConsent() ? CookieConsent.getUserPreferences().acceptedCategories : [];
  CookieConsent.acceptCategory([...new Set([...accepted, category])]);
  CookieConsent.hidePreferences();
}
