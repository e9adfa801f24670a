import { cache } from 'react';
import { CONSENT_CATEGORIES, consentCategoryFromEnum, type ConsentCategory, type Locale } from '@coast/domain';
import { CookieConsentDocument, type Enum_Componentconsentcategory_Category } from '@coast/graphql';
import { cmsRead } from './client';
import { present, text, type Same } from './shape';
import { TAGS } from './tags';
import type { ConsentCategoryTexts, CookieConsentTexts } from './types';

type Check<T extends true> = T;
type Hyphenated<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}-${Hyphenated<Tail>}` : S;
/** GraphQL spells the categories with '_' (`social_media`); they are @coast/domain's ids otherwise. */
type _CategoriesMatchSchema = Check<Same<Hyphenated<Enum_Componentconsentcategory_Category>, ConsentCategory>>;

/**
 * The cookie dialog's texts and each category's cookies in a language (the dialog, the cookie policy's
 * list). Null when the CMS has none in that language: the site then uses its own standard texts.
 */
export const getCookieConsent = cache(async (locale: Locale, preview = false): Promise<CookieConsentTexts | null> => {
  const data = await cmsRead(CookieConsentDocument, { locale, status: preview ? 'DRAFT' : 'PUBLISHED' }, { tags: [TAGS.cookieConsent], preview });
  const c = data.cookieConsent;
  if (!c) return null;
  const described = new Map<string, ConsentCategoryTexts>();
  for (const entry of present(c.categories)) {
    const category = consentCategoryFromEnum(entry.category);
    if (!category || described.has(category)) continue;
    described.set(category, {
      category,
      title: text(entry.title),
      description: text(entry.description),
      cookies: present(entry.cookies).map((cookie) => ({
        name: cookie.name,
        purpose: text(cookie.purpose),
        lifetime: text(cookie.lifetime),
        party: text(cookie.party),
      })),
    });
  }
  return {
    revision: c.revision ?? 1,
    title: text(c.title),
    description: text(c.description),
    acceptAllLabel: text(c.acceptAllLabel),
    declineLabel: text(c.declineLabel),
    settingsLabel: text(c.settingsLabel),
    preferencesTitle: text(c.preferencesTitle),
    preferencesDescription: text(c.preferencesDescription),
    saveLabel: text(c.saveLabel),
    categories: CONSENT_CATEGORIES.flatMap((category) => described.get(category) ?? []),
  };
});
