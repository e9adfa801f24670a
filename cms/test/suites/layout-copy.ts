/**
 * "Copy layout to the other languages": staff set a page's structure (modules, their order and settings,
 * link targets) in one language and copy it to the others, whose texts stay. Through the real admin
 * route, with real admin logins, on the seeded CMS. The suite leaves the site configuration as it found it.
 */
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Modules } from '@strapi/strapi';
import { adminToken, graphql, rest } from '../helpers/http';
import { cms, database } from '../helpers/context';

const PAGE = 'api::menu-page.menu-page';
const SITE = 'api::site-configuration.site-configuration';
const UPDATE = 'plugin::content-manager.explorer.update';
const READ = 'plugin::content-manager.explorer.read';
const KEY = 'layout-copy-test';

/** A page as saved; the modules below are built the way the admin sends them. */
type PageInput = Modules.Documents.Params.Data.Input<typeof PAGE>;
type PageModule = NonNullable<PageInput['modules']>[number];
/** A page's draft as these tests read it, its modules populated. */
interface PageRead {
  title: string;
  path: string;
  modules: {
    __component: string;
    title?: string | null;
    view?: string | null;
    layout: { span: number; itemsPerRow: number };
    article?: { documentId: string } | null;
  }[];
}
/** The site configuration as saved: its links as read, without their ids. */
type SiteInput = Modules.Documents.Params.Data.Input<typeof SITE>;
/** A link of the site configuration, as read (with its id) or saved (without). */
interface Link {
  id?: number;
  label: string;
  url: string;
}
/** The site configuration as these tests read it. */
interface SiteRead {
  documentId: string;
  footerLinks: Link[];
  topBarLeft: Link[];
}

const layout = (extra: Record<string, unknown> = {}) => ({ sort: 0, span: 12, itemsPerRow: 3, ...extra });
const article = (title: string, documentId: string, extra: Record<string, unknown> = {}): PageModule =>
  ({
    __component: 'modules.article',
    title,
    showTitle: true,
    isPublished: true,
    view: 'full',
    article: documentId,
    layout: layout(),
    ...extra,
  }) as PageModule;
const listing = (title: string, extra: Record<string, unknown> = {}): PageModule =>
  ({
    __component: 'modules.property-list',
    title,
    showTitle: true,
    isPublished: true,
    view: 'grid',
    goal: 'sale',
    layout: layout(),
    ...extra,
  }) as PageModule;
const contact = (title: string): PageModule =>
  ({
    __component: 'modules.contact',
    title,
    showTitle: true,
    isPublished: true,
    view: 'form',
    form: 'site-contact',
    layout: layout(),
  }) as PageModule;
const pageTexts = (locale: string, title: string) => ({ name: title, title, path: `/${locale}/layout-copy-${locale}/` });

const modulesPopulate = {
  modules: {
    on: {
      'modules.article': { populate: { layout: true, article: true } },
      'modules.property-list': { populate: { layout: true } },
      'modules.contact': { populate: { layout: true } },
    },
  },
};

/** Logs a new admin in whose role has only the given permissions (content manager rules). */
async function staffWith(name: string, permissions: Record<string, unknown>[]): Promise<string> {
  const { strapi } = cms();
  const role: { id: number } = await strapi.service('admin::role').create({ name: `${name} ${Date.now()}`, description: 'layout copy test' });
  await strapi.service('admin::role').assignPermissions(role.id, permissions);
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@kustvastgoed.local`;
  const password = 'Layout-copy-1';
  await strapi.service('admin::user').create({ email, firstname: name, lastname: 'Test', password, isActive: true, roles: [role.id], registrationToken: null });
  const login = await rest<{ data: { token: string } }>(cms().url, '/admin/login', { method: 'POST', body: { email, password } });
  assert.equal(login.status, 200, login.text);
  return login.json.data.token;
}

describe(`layout copy on ${database}`, () => {
  let admin: string;
  let documentId: string;
  let aboutArticle: { documentId: string };

  before(async () => {
    const { strapi } = cms();
    admin = await adminToken(cms().url);
    [aboutArticle] = await strapi.documents('api::article.article').findMany({ locale: 'nl', fields: ['documentId'], limit: 1 });
    const pages = strapi.documents(PAGE);
    const shared = { key: KEY, originalPath: '/layout-copy/', type: 'page', showInMenu: false } as const;
    // Published in nl, fr and en with the texts of each; de does not exist yet.
    const created = await pages.create({
      locale: 'nl',
      status: 'published',
      data: { ...shared, ...pageTexts('nl', 'Indeling'), modules: [article('Over ons', aboutArticle.documentId), listing('Te koop')] },
    });
    documentId = created.documentId;
    await pages.update({
      documentId,
      locale: 'fr',
      status: 'published',
      data: { ...pageTexts('fr', 'Mise en page'), modules: [listing('À vendre'), article('À propos', aboutArticle.documentId)] },
    });
    await pages.update({
      documentId,
      locale: 'en',
      status: 'published',
      data: { ...pageTexts('en', 'Layout'), modules: [article('About us', aboutArticle.documentId)] },
    });
    // Staff change the structure in Dutch (a draft): the list first as a map of 4 a row, the article half
    // wide, and a new contact module.
    await pages.update({
      documentId,
      locale: 'nl',
      data: {
        modules: [
          listing('Te koop', { view: 'map', layout: layout({ itemsPerRow: 4 }) }),
          article('Over ons', aboutArticle.documentId, { layout: layout({ span: 6 }) }),
          contact('Contacteer ons'),
        ],
      },
    });
  });

  test('the public and the site token cannot copy; staff need the right to edit the page in every other language', async () => {
    const path = `/layout-copy/menu-page/${documentId}`;
    assert.equal((await rest(cms().url, path, { method: 'POST', body: { locale: 'nl' } })).status, 401);
    assert.equal((await rest(cms().url, path, { method: 'POST', body: { locale: 'nl' }, token: cms().siteReadToken })).status, 401);
    const contentApi = await rest(cms().url, `/api${path}`, { method: 'POST', body: { locale: 'nl' } });
    assert.ok([404, 405].includes(contentApi.status), 'no such route for the public');
    const all = { locales: ['nl', 'fr', 'en', 'de'] };
    const reader = await staffWith('Reader', [{ action: READ, subject: PAGE, properties: all, conditions: [] }]);
    assert.equal((await rest(cms().url, path, { method: 'POST', body: { locale: 'nl' }, token: reader })).status, 403);
    const dutchEditor = await staffWith('Dutch editor', [
      { action: READ, subject: PAGE, properties: all, conditions: [] },
      { action: UPDATE, subject: PAGE, properties: { locales: ['nl'] }, conditions: [] },
    ]);
    const refused = await rest<{ locales: string[] }>(cms().url, path, { method: 'POST', body: { locale: 'nl' }, token: dutchEditor });
    assert.equal(refused.status, 403, refused.text);
    assert.deepEqual(refused.json.locales, ['fr', 'en', 'de']);
    const french = await cms().strapi.documents(PAGE).findOne({ documentId, locale: 'fr', status: 'draft', populate: modulesPopulate });
    assert.deepEqual(
      french?.modules?.map((m) => m.__component),
      ['modules.property-list', 'modules.article'],
      'nothing written when one language is refused',
    );
    assert.equal((await rest(cms().url, path, { method: 'POST', body: { locale: 'xx' }, token: admin })).status, 400);
    assert.equal((await rest(cms().url, '/layout-copy/menu-page/nosuchdocument', { method: 'POST', body: { locale: 'nl' }, token: admin })).status, 404);
  });

  test("the other languages get the order and settings, keep their texts, and new modules bring the source's texts, as drafts", async () => {
    const copied = await rest<{ languages: { locale: string; untranslated: { position: number }[]; created: boolean }[] }>(
      cms().url,
      `/layout-copy/menu-page/${documentId}`,
      { method: 'POST', body: { locale: 'nl' }, token: admin },
    );
    assert.equal(copied.status, 200, copied.text);
    const byLocale = Object.fromEntries(copied.json.languages.map((l) => [l.locale, l]));
    assert.deepEqual(Object.keys(byLocale).sort(), ['de', 'en', 'fr']);
    assert.deepEqual(byLocale.fr.untranslated, [{ field: 'modules', position: 3, component: 'modules.contact' }]);
    assert.deepEqual(
      byLocale.en.untranslated.map((u) => u.position),
      [1, 3],
    );
    assert.equal(byLocale.de.created, true);

    const draft = async (locale: string) =>
      (await cms().strapi.documents(PAGE).findOne({ documentId, locale, status: 'draft', populate: modulesPopulate })) as PageRead;
    const summary = (page: PageRead) =>
      page.modules.map((m) => [m.__component, m.title, m.view ?? null, m.layout.span, m.layout.itemsPerRow, m.article?.documentId ?? null]);
    const about = aboutArticle.documentId;
    assert.deepEqual(summary(await draft('fr')), [
      ['modules.property-list', 'À vendre', 'map', 12, 4, null],
      ['modules.article', 'À propos', 'full', 6, 3, about],
      ['modules.contact', 'Contacteer ons', 'form', 12, 3, null],
    ]);
    assert.deepEqual(summary(await draft('en')), [
      ['modules.property-list', 'Te koop', 'map', 12, 4, null],
      ['modules.article', 'About us', 'full', 6, 3, about],
      ['modules.contact', 'Contacteer ons', 'form', 12, 3, null],
    ]);
    const german = await draft('de');
    assert.equal(german.path, '/de/layout-copy-nl/', 'a new language starts from the source, at its own language prefix');
    assert.equal(german.title, 'Indeling');
    assert.equal(german.modules.length, 3);
    const french = await draft('fr');
    assert.equal(french.title, 'Mise en page', "the page's own texts stay");
    assert.equal(french.path, '/fr/layout-copy-fr/');

    // Nothing published: the site still reads the old structure, and no German page.
    const published = await cms().strapi.documents(PAGE).findOne({ documentId, locale: 'fr', status: 'published', populate: modulesPopulate });
    assert.deepEqual(
      published?.modules?.map((m) => m.__component),
      ['modules.property-list', 'modules.article'],
    );
    const query = 'query ($locale: I18NLocaleCode) { menuPages(filters: { key: { eq: "layout-copy-test" } }, locale: $locale) { title } }';
    const germanSite = await graphql<{ menuPages: unknown[] } | undefined>(cms().url, query, { locale: 'de' }, { token: cms().siteReadToken });
    assert.deepEqual(germanSite.data?.menuPages, [], JSON.stringify(germanSite.errors));
    const frenchSite = await graphql<{ menuPages: unknown[] } | undefined>(cms().url, query, { locale: 'fr' }, { token: cms().siteReadToken });
    assert.deepEqual(frenchSite.data?.menuPages, [{ title: 'Mise en page' }]);
  });

  test("the site configuration's footer links follow the source's order and targets with each language's labels", async () => {
    const { strapi } = cms();
    const site = strapi.documents(SITE);
    const populate = { footerLinks: true, topBarLeft: true, topBarRight: true, footerColumns: { populate: '*' }, homeBanner: { populate: '*' } } as const;
    const read = async (locale: string) => (await site.findFirst({ locale, status: 'draft', populate })) as SiteRead;
    const nl = await read('nl');
    const fr = await read('fr');
    const strip = (links: Link[]) => links.map(({ id, ...link }) => link);
    const original = strip(nl.footerLinks);
    const frenchLabels = fr.footerLinks.map((l) => l.label);
    try {
      // The first two swapped, and the second's target changed.
      const changed = [{ ...original[1] }, { ...original[0], url: '/nieuw-adres/' }, ...original.slice(2)];
      await site.update({ documentId: nl.documentId, locale: 'nl', data: { footerLinks: changed } as SiteInput });
      const copied = await rest(cms().url, `/layout-copy/site-configuration/${nl.documentId}`, { method: 'POST', body: { locale: 'nl' }, token: admin });
      assert.equal(copied.status, 200, copied.text);
      const after = await read('fr');
      assert.deepEqual(
        after.footerLinks.map((l) => [l.label, l.url]),
        [[frenchLabels[1], original[1].url], [frenchLabels[0], '/nieuw-adres/'], ...fr.footerLinks.slice(2).map((l) => [l.label, l.url])],
      );
      assert.deepEqual(
        after.topBarLeft.map((l) => l.label),
        fr.topBarLeft.map((l) => l.label),
        'unchanged lists keep their texts',
      );
    } finally {
      // Back as it was, by the same copy.
      await site.update({ documentId: nl.documentId, locale: 'nl', data: { footerLinks: original } as SiteInput });
      await rest(cms().url, `/layout-copy/site-configuration/${nl.documentId}`, { method: 'POST', body: { locale: 'nl' }, token: admin });
    }
    const restored = await read('fr');
    assert.deepEqual(
      restored.footerLinks.map((l) => l.label),
      frenchLabels,
    );
  });
});
