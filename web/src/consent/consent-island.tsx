'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';
import { OPTIONAL_CONSENT_CATEGORIES, type OptionalConsentCategory } from '@coast/domain/site';
import type { Translation } from 'vanilla-cookieconsent';
import { ANSWER_ENTRIES, choiceOf, type ConsentChoice } from './choice';
import { setConsentDefault, updateConsent } from './consent-mode';
import type { DialogOptions } from './dialog';
import { CONSENT_LIFETIME_DAYS, CONSENT_STORAGE_KEY, clearStoredChoice, readStoredChoice, storeAnswerEntry } from './storage';
import { EARLY_CLICK_ATTRIBUTE, FIRST_LAYER_ID, ISLAND_READY_ATTRIBUTE } from './first-layer-script';
import { ACCEPT_CATEGORY_EVENT, CONSENT_ANSWER_ATTRIBUTE, type ConsentAnswer, consentStore, OPEN_SETTINGS_ATTRIBUTE } from './store';
import { loadTags, sendPageView, type TagIds } from './tags';
import { CRAWLER_PATTERN, isPreviewPath, RESET_PARAMETER } from './who-is-asked';

interface Props {
  readonly locale: string;
  /** @coast/domain's consentRevision of the CMS's revision. */
  readonly revision: number;
  readonly ids: TagIds;
}

/** The island's props (one island per document: the root layout's). */
let current: Props | null = null;
let started = false;
/** The page (address) the last page view was sent for. */
let pageViewSentFor: string | null = null;

const isPreview = () => isPreviewPath(location.pathname);
const isAsked = () => !isPreview() && !CRAWLER_PATTERN.test(navigator.userAgent);
const firstLayer = () => document.getElementById(FIRST_LAYER_ID);

/** What shows a visitor reaching for the first layer's buttons: a pointer over or on them, a key's focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Fetches the dialog's code, which the layer's answers need, once the visitor reaches for the layer: not
 * with the page, whose load it would join (10 KB of gzip that most visitors never use before they answer).
 * The focus the layer itself gets from ask() is not a reach; a button's is.
 */
function fetchDialogOnIntent(layer: HTMLElement) {
  const fetchDialog = (event: Event) => {
    if (event.target === layer) return;
    for (const type of INTENT_EVENTS) layer.removeEventListener(type, fetchDialog);
    void import('./dialog');
  };
  for (const type of INTENT_EVENTS) layer.addEventListener(type, fetchDialog, { passive: true });
}

/**
 * Shows the first layer (its inline script may have already). Focus moves into it, unless the visitor
 * had already put it somewhere on the page before the page's scripts ran: then it stays where they are,
 * as a jump would interrupt them; the layer is still the page's last stop.
 */
function ask() {
  const layer = firstLayer();
  if (!layer) return;
  layer.hidden = false;
  fetchDialogOnIntent(layer);
  const active = document.activeElement;
  if (!active || active === document.body) layer.focus();
}

/**
 * Hides the first layer. Focus inside it would be lost with it (to the end of the page): it goes to
 * the page's main content instead, where a keyboard visitor continues.
 */
function hideLayer() {
  const layer = firstLayer();
  if (!layer || layer.hidden) return;
  const hadFocus = layer.contains(document.activeElement);
  layer.hidden = true;
  if (hadFocus) document.getElementById('content')?.focus({ preventScroll: true });
}

/** An answer is on its way (the layer closed at the click): a second click cannot change it. */
let answering = false;

/** Whether two choices agree on every category (null: none made yet). */
const sameChoice = (a: ConsentChoice | null, b: ConsentChoice) => a !== null && OPTIONAL_CONSENT_CATEGORIES.every((category) => a[category] === b[category]);

function apply(choice: ConsentChoice) {
  hideLayer();
  answering = false;
  // An answer is applied at the click and again when the dialog library reports it: Consent Mode hears it once.
  if (sameChoice(consentStore.get(), choice)) return;
  consentStore.set(choice);
  updateConsent(choice);
  if (current && !isPreview()) loadTags(current.ids, choice);
}

/**
 * An answer is stored and applied at once (a visitor may leave the page the next moment); the dialog
 * library then takes it over, for what it does besides storing (clearing cookies a refusal withdraws).
 */
function answer(value: ConsentAnswer) {
  if (answering) return;
  answering = true;
  hideLayer();
  if (current) storeAnswerEntry(CONSENT_STORAGE_KEY, ANSWER_ENTRIES[value], current.revision, CONSENT_LIFETIME_DAYS, current.locale);
  apply(choiceOf(ANSWER_ENTRIES[value].categories));
  answering = true;
  void withDialog((dialog, options) => dialog.answer(options, value)).finally(() => (answering = false));
}

/**
 * The settings open over the page: the first layer steps aside, and comes back if they close without a
 * choice (with the focus, when its own button opened them; else the library gives it back to the opener).
 */
let aside: { readonly focusBack: boolean } | null = null;
let opening = false;

function openSettings(opener: Element | null) {
  if (opening) return;
  opening = true;
  const layer = firstLayer();
  if (layer && !layer.hidden) aside = { focusBack: Boolean(opener && layer.contains(opener)) };
  void withDialog(
    async (dialog, options) => {
      if (aside) hideLayer();
      await dialog.showPreferences(options);
    },
    { needsTexts: true },
  ).finally(() => (opening = false));
}

function settingsClosed() {
  const was = aside;
  aside = null;
  const layer = firstLayer();
  if (!was || !layer || consentStore.get() || answering) return;
  layer.hidden = false;
  if (was.focusBack) layer.querySelector<HTMLElement>(`[${OPEN_SETTINGS_ATTRIBUTE}]`)?.focus();
}

/** The settings' texts of each language, fetched once (app/api/consent/[locale]), and those that have arrived. */
const translations = new Map<string, Promise<Translation>>();
const arrived = new Map<string, Translation>();

function translationOf(locale: string): Promise<Translation> {
  let translation = translations.get(locale);
  if (!translation) {
    translation = fetch(`/api/consent/${locale}/`).then(async (response) => {
      if (!response.ok) throw new Error(`cookie settings' texts: ${response.status}`);
      const texts = (await response.json()) as Translation;
      arrived.set(locale, texts);
      return texts;
    });
    // A failed fetch is tried again at the next need.
    translation.catch(() => translations.delete(locale));
    translations.set(locale, translation);
  }
  return translation;
}

/** An answer needs no texts, and never waits for them. */
const NO_TEXTS: Translation = { consentModal: {}, preferencesModal: { sections: [] } };

/**
 * The dialog's code is fetched only now, when something needs it; the settings also wait for their
 * texts, fetched when first opened (and do not open without them). Everything else runs with the texts
 * at hand.
 */
async function withDialog(run: (dialog: typeof import('./dialog'), options: DialogOptions) => Promise<void>, { needsTexts = false } = {}) {
  if (!current) return;
  const { locale, revision } = current;
  const texts = needsTexts ? translationOf(locale).catch(() => null) : Promise.resolve(arrived.get(locale) ?? NO_TEXTS);
  const [dialog, translation] = await Promise.all([import('./dialog'), texts]);
  if (!translation) return;
  await run(dialog, { locale, revision, translation, onChoice: apply, onSettingsClosed: settingsClosed });
}

const isAnswer = (value: string | null | undefined): value is ConsentAnswer => value === 'all' || value === 'necessary';

/**
 * Runs once per document: Consent Mode's default before any tag; `?setcookies` forgets the choice (and
 * leaves the address); a valid stored choice is applied at once, without the dialog's code; otherwise
 * the first layer asks, except on preview paths and for crawlers, and what the visitor clicked in it
 * before this ran is done now. The first layer's buttons, the footer's link and the embeds' buttons
 * reach the dialog through a click handler and an event, so they stay server-rendered markup.
 */
function start() {
  if (started || !current) return;
  started = true;
  setConsentDefault();
  const url = new URL(location.href);
  const reset = url.searchParams.has(RESET_PARAMETER);
  if (reset) {
    clearStoredChoice();
    url.searchParams.delete(RESET_PARAMETER);
    history.replaceState(history.state, '', url);
  }
  const layer = firstLayer();
  const early = layer?.getAttribute(EARLY_CLICK_ATTRIBUTE);
  layer?.setAttribute(ISLAND_READY_ATTRIBUTE, '');
  layer?.removeAttribute(EARLY_CLICK_ATTRIBUTE);
  const stored = reset ? null : readStoredChoice(current.revision);
  if (stored) apply(stored);
  else if (isAnswer(early)) answer(early);
  else if (isAsked()) {
    ask();
    if (early) openSettings(layer?.querySelector(`[${OPEN_SETTINGS_ATTRIBUTE}]`) ?? null);
  } else hideLayer();

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const value = target?.closest(`[${CONSENT_ANSWER_ATTRIBUTE}]`)?.getAttribute(CONSENT_ANSWER_ATTRIBUTE);
    if (isAnswer(value)) answer(value);
    const opener = target?.closest(`[${OPEN_SETTINGS_ATTRIBUTE}]`) ?? null;
    if (!opener) return;
    event.preventDefault();
    openSettings(opener);
  });
  window.addEventListener(ACCEPT_CATEGORY_EVENT, (event) => {
    const category = (event as CustomEvent<OptionalConsentCategory>).detail;
    void withDialog((dialog, options) => dialog.acceptCategory(options, category));
  });
}

/**
 * The consent island: renders nothing; answers the first layer, holds the dialog, Consent Mode and the
 * tags, and sends one page view per page shown (client navigations included) to the tags the choice
 * allows.
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
