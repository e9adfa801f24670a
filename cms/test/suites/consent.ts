/**
 * Cookie consent: the dialog's texts and each category's cookies, seeded and published in
 * four languages, readable by the public exactly as the site reads them, never writable by it; the
 * cookie policy page lists them through its cookie-list module.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import * as domain from '@coast/domain';
import { CookieConsentDocument } from '@coast/graphql';
import { print } from 'graphql';
import { graphql, rest } from '../helpers/http';
import { cms, compiled, database, LOCALES } from '../helpers/context';

const CONSENT = 'api::cookie-consent.cookie-consent';
const TEXTS = ['title', 'description', 'acceptAllLabel', 'declineLabel', 'settingsLabel', 'preferencesTitle', 'saveLabel'] as const;

/** The consent as the site's operation reads it, when published. */
type Consent = Record<(typeof TEXTS)[number], string | null> & {
  revision: number;
  categories: {
    category: string;
    title: string | null;
    description: string | null;
    cookies: { name: string; purpose: string | null; lifetime: string | null; party: string | null }[];
  }[];
};
const readConsent = (locale: string, options?: { token?: string }) =>
  graphql<{ cookieConsent: Consent | null }>(cms().url, print(CookieConsentDocument), { locale }, options);
/** A REST answer's fields, each part with its own. */
type Fields = Record<string, unknown>;

describe(`cookie consent on ${database}`, () => {
  test("the category enum is the domain's five categories", () => {
    const attribute = cms().strapi.components['consent.category'].attributes.category;
    assert.ok(attribute.type === 'enumeration');
    assert.deepEqual([...attribute.enum].sort(), [...domain.CONSENT_CATEGORIES].sort());
  });

  test("the public reads the site's operation in every language: dialog texts, the five categories in order, each cookie's four facts", async () => {
    for (const locale of LOCALES) {
      const { status, data, errors } = await readConsent(locale);
      assert.equal(status, 200, locale);
      assert.equal(errors, undefined, JSON.stringify(errors));
      const c = data.cookieConsent;
      assert.ok(c, `published in ${locale}`);
      assert.equal(c.revision, 1);
      for (const field of TEXTS) {
        assert.ok(c[field]?.trim(), `${locale} ${field}`);
      }
      assert.deepEqual(
        c.categories.map((entry) => domain.consentCategoryFromEnum(entry.category)),
        [...domain.CONSENT_CATEGORIES],
        locale,
      );
      for (const entry of c.categories) assert.ok(entry.title && entry.description, `${locale} ${entry.category}`);
      const cookies = c.categories.flatMap((entry) => entry.cookies);
      assert.ok(
        cookies.some((cookie) => cookie.name === '_ga'),
        'Google Analytics is listed',
      );
      assert.ok(
        cookies.some((cookie) => cookie.name === 'coast.consent'),
        'the stored choice itself is listed',
      );
      for (const cookie of cookies) assert.ok(cookie.name && cookie.purpose && cookie.lifetime && cookie.party, `${locale} ${cookie.name}`);
    }
    // Translated, not copied: the texts differ per language.
    const titles = await Promise.all(LOCALES.map(async (locale) => (await readConsent(locale)).data.cookieConsent?.title));
    assert.equal(new Set(titles).size, LOCALES.length);
  });

  test('REST shows only allow-listed fields, nested categories and cookies included', async () => {
    const { PUBLIC_FIELDS, SYSTEM_FIELDS } = compiled('src/access/public-fields');
    const r = await rest<{ data: Fields & { categories: (Fields & { cookies: Fields[] })[] } }>(
      cms().url,
      '/api/cookie-consent?locale=en&populate[categories][populate]=cookies',
    );
    assert.equal(r.status, 200);
    const allowed = (uid: string) => new Set<string>([...PUBLIC_FIELDS[uid], ...SYSTEM_FIELDS]);
    for (const key of Object.keys(r.json.data)) assert.ok(allowed(CONSENT).has(key), key);
    for (const category of r.json.data.categories) {
      for (const key of Object.keys(category)) assert.ok(allowed('consent.category').has(key) || key === 'id', `category ${key}`);
      for (const cookie of category.cookies)
        for (const key of Object.keys(cookie)) assert.ok(allowed('consent.cookie').has(key) || key === 'id', `cookie ${key}`);
    }
  });

  test('the public cannot change the texts (REST or GraphQL)', async () => {
    const put = await rest(cms().url, '/api/cookie-consent?locale=nl', { method: 'PUT', body: { data: { title: 'Hacked' } } });
    assert.ok([403, 405].includes(put.status), `PUT answered ${put.status}`);
    const del = await rest(cms().url, '/api/cookie-consent?locale=nl', { method: 'DELETE' });
    assert.ok([403, 405].includes(del.status), `DELETE answered ${del.status}`);
    const mutation = await graphql(cms().url, 'mutation { updateCookieConsent(locale: "nl", data: { title: "Hacked" }) { title } }');
    assert.ok(mutation.errors?.length, 'the mutation must fail');
    assert.match(mutation.errors[0].message, /Forbidden/i);
    assert.notEqual((await readConsent('nl')).data.cookieConsent?.title, 'Hacked');
  });

  test('a draft change stays private until it is published; drafts need the site token', async () => {
    const documents = cms().strapi.documents(CONSENT);
    const [published] = await documents.findMany({ locale: 'fr', status: 'published' });
    const original = published.title;
    await documents.update({ documentId: published.documentId, locale: 'fr', data: { title: 'Brouillon de test' } });
    try {
      assert.equal((await readConsent('fr')).data.cookieConsent?.title, original);
      const anonymousDraft = await graphql<{ cookieConsent: Consent | null } | undefined>(cms().url, print(CookieConsentDocument), {
        locale: 'fr',
        status: 'DRAFT',
      });
      assert.notEqual(anonymousDraft.data?.cookieConsent?.title, 'Brouillon de test');
      const draft = await graphql<{ cookieConsent: Consent | null }>(
        cms().url,
        print(CookieConsentDocument),
        { locale: 'fr', status: 'DRAFT' },
        { token: cms().siteReadToken },
      );
      assert.equal(draft.data.cookieConsent?.title, 'Brouillon de test');
    } finally {
      await documents.update({ documentId: published.documentId, locale: 'fr', data: { title: original ?? undefined } });
    }
  });

  test('the cookie policy page shows its article, then the cookie list, in every language', async () => {
    const query = `query ($locale: I18NLocaleCode!) {
      menuPages(locale: $locale, filters: { key: { eq: "${domain.PAGE_KEYS.cookiePolicy}" } }) {
        modules { __typename ... on ComponentModulesCookieList { isPublished title } }
      }
    }`;
    for (const locale of LOCALES) {
      const { data, errors } = await graphql<{ menuPages: { modules: { __typename: string; isPublished?: boolean | null; title?: string | null }[] }[] }>(
        cms().url,
        query,
        { locale },
      );
      assert.equal(errors, undefined, JSON.stringify(errors));
      const modules = data.menuPages[0].modules;
      assert.deepEqual(
        modules.map((m) => m.__typename),
        ['ComponentModulesArticle', domain.moduleTypename('cookie-list')],
        locale,
      );
      assert.ok(modules[1].isPublished && modules[1].title, locale);
    }
  });
});
