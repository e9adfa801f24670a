import { CONSENT_CATEGORIES, type Locale } from '@coast/domain';
import type { ConsentCookie, CookieConsentTexts } from '@/cms/types';
import type { Translation } from 'vanilla-cookieconsent';
import { CATEGORY_NAME_KEYS, consentTexts } from './texts';

/** The dialog library writes its texts as HTML: the CMS's texts go in as text, never as markup. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

/** Line breaks of a CMS text kept as <br>. */
const paragraph = (value: string) => escapeHtml(value.trim()).replace(/\n+/g, '<br>');

/**
 * A category's cookies as a table. Built here rather than with the library's own `cookieTable`, whose
 * cells point at header ids made from the header texts (a text with a space breaks the reference).
 */
function cookieTable(caption: string, headers: readonly string[], cookies: readonly ConsentCookie[]): string {
  const cell = (value: string) => escapeHtml(value);
  const rows = cookies.map(
    (c) => `<tr><th scope="row">${cell(c.name)}</th><td>${cell(c.purpose)}</td><td>${cell(c.lifetime)}</td><td>${cell(c.party)}</td></tr>`,
  );
  return `<table class="consent-cookies"><caption>${cell(caption)}</caption><thead><tr>${headers
    .map((h) => `<th scope="col">${cell(h)}</th>`)
    .join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * The dialog's texts in one language, in the library's shape: the CMS's texts where it has them, the
 * site's standard texts elsewhere, the five categories in the spec's order, each with its cookies as a
 * table, and a link to the cookie policy (when the site has that page).
 */
export function dialogTranslation(cms: CookieConsentTexts | null, locale: Locale, policyHref: string | null): Translation {
  const t = (key: Parameters<typeof consentTexts>[1], ...values: string[]) => consentTexts(locale, key, ...values);
  const or = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);
  const policyLink = policyHref ? `<a href="${escapeHtml(policyHref)}">${escapeHtml(t('cookiePolicy'))}</a>` : undefined;
  const first = firstLayerTexts(cms, locale);
  return {
    // The library's own first view is never shown (the page's first layer is: first-layer.tsx); its
    // type asks for texts all the same.
    consentModal: { title: '', description: '' },
    preferencesModal: {
      title: escapeHtml(or(cms?.preferencesTitle, t('preferencesTitle'))),
      acceptAllBtn: escapeHtml(first.acceptAll),
      acceptNecessaryBtn: escapeHtml(first.decline),
      savePreferencesBtn: escapeHtml(or(cms?.saveLabel, t('save'))),
      closeIconLabel: escapeHtml(t('close')),
      sections: [
        ...(cms?.preferencesDescription.trim() || policyLink
          ? [{ description: [cms?.preferencesDescription.trim() ? paragraph(cms.preferencesDescription) : '', policyLink ?? ''].filter(Boolean).join(' ') }]
          : []),
        ...CONSENT_CATEGORIES.map((category) => {
          const described = cms?.categories.find((c) => c.category === category);
          const title = or(described?.title, t(CATEGORY_NAME_KEYS[category]));
          const cookies = described?.cookies ?? [];
          const description = described?.description.trim() ? paragraph(described.description) : '';
          const headers = [t('tableName'), t('tablePurpose'), t('tableLifetime'), t('tableParty')];
          return {
            title: escapeHtml(title),
            description: description + (cookies.length ? cookieTable(t('tableCaption', title), headers, cookies) : '') || undefined,
            linkedCategory: category,
          };
        }),
      ],
    },
  };
}

/** The first layer's texts, as plain text: the CMS's where it has them, the site's standard ones elsewhere. */
export interface FirstLayerTexts {
  readonly title: string;
  /** The description's lines (the CMS's line breaks). */
  readonly description: readonly string[];
  readonly acceptAll: string;
  readonly decline: string;
  readonly changeSettings: string;
  readonly cookiePolicy: string;
}

export function firstLayerTexts(cms: CookieConsentTexts | null, locale: Locale): FirstLayerTexts {
  const t = (key: Parameters<typeof consentTexts>[1]) => consentTexts(locale, key);
  const or = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);
  return {
    title: or(cms?.title, t('dialogTitle')),
    description: or(cms?.description, t('dialogDescription')).split(/\n+/),
    acceptAll: or(cms?.acceptAllLabel, t('acceptAll')),
    decline: or(cms?.declineLabel, t('decline')),
    changeSettings: or(cms?.settingsLabel, t('changeSettings')),
    cookiePolicy: t('cookiePolicy'),
  };
}
