import { expect, test } from '@playwright/test';
import { openAdmin } from './support/admin-panel';
import { adminApi, cmsQuery, site } from './support/site';

const PAGES = '/content-manager/collection-types/api::menu-page.menu-page';
const LOCALES = ['nl', 'fr', 'en', 'de'] as const;
type Locale = (typeof LOCALES)[number];

/** What staff type per language: the page's texts and its two modules' titles. */
const TEXTS: Record<Locale, { name: string; path: string; modules: [string, string] }> = {
  nl: { name: 'Onze werkwijze', path: '/nl/onze-werkwijze/', modules: ['Hoe wij werken', 'Nieuw te koop'] },
  fr: { name: 'Notre méthode', path: '/fr/notre-methode/', modules: ['Comment nous travaillons', 'Nouveau à vendre'] },
  en: { name: 'How we work', path: '/en/how-we-work/', modules: ['Our way of working', 'New for sale'] },
  de: { name: 'Unsere Arbeitsweise', path: '/de/unsere-arbeitsweise/', modules: ['So arbeiten wir', 'Neu zu verkaufen'] },
};

type Draft = { data: { modules: Record<string, unknown>[] } };

test('staff set a new page’s two modules once, copy them to the other languages, translate and publish: the site shows it in four languages', async ({
  page,
}) => {
  test.slow();
  const admin = await adminApi();
  const { articles } = await cmsQuery<{ articles: { documentId: string }[] }>('{ articles(locale: "nl", pagination: { limit: 1 }) { documentId } }');
  // The Dutch page as staff fill it in (the same steps before and after the copy existed): texts and two modules.
  const layout = (sort: number) => ({ sort, span: 12, itemsPerRow: 4, position: 'main', titleSize: 'h2' });
  const created = (await admin.call('POST', `${PAGES}?locale=nl`, {
    key: 'onze-werkwijze',
    originalPath: '/onze-werkwijze/',
    type: 'page',
    name: TEXTS.nl.name,
    title: TEXTS.nl.name,
    path: TEXTS.nl.path,
    modules: [
      {
        __component: 'modules.article',
        title: TEXTS.nl.modules[0],
        showTitle: true,
        isPublished: true,
        view: 'summary',
        article: articles[0]!.documentId,
        layout: layout(0),
      },
      {
        __component: 'modules.property-list',
        title: TEXTS.nl.modules[1],
        showTitle: true,
        isPublished: true,
        view: 'newest',
        goal: 'sale',
        layout: { ...layout(1), maxItems: 4 },
      },
    ],
  })) as { data: { documentId: string } };
  const documentId = created.data.documentId;

  // In the admin (in Dutch): one action makes the French, English and German drafts with both modules.
  await openAdmin(page, `/admin/content-manager/collection-types/api::menu-page.menu-page/${documentId}?plugins[i18n][locale]=nl`, { language: 'nl' });
  await page.getByRole('button', { name: 'Meer documentacties' }).click({ timeout: 60_000 });
  await page.getByRole('menuitem', { name: 'Indeling naar de andere talen kopiëren' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('er wordt niets gepubliceerd');
  await page.getByRole('button', { name: 'Indeling kopiëren' }).click();
  await expect(page.getByText(/Indeling als concept gekopieerd naar: fr, en, de\. Te vertalen: fr modules 1 \(article\)/)).toBeVisible();

  // Each language: staff translate the texts the copy filled in (the modules are there, in order), then publish.
  for (const locale of LOCALES.filter((l) => l !== 'nl')) {
    const draft = (await admin.call('GET', `${PAGES}/${documentId}?locale=${locale}`)) as Draft;
    expect(draft.data.modules.map((m) => m.__component)).toEqual(['modules.article', 'modules.property-list']);
    const modules = draft.data.modules.map((m, i) => ({ ...m, title: TEXTS[locale].modules[i] }));
    await admin.updatePageDraft(documentId, locale, { name: TEXTS[locale].name, title: TEXTS[locale].name, path: TEXTS[locale].path, modules });
  }
  for (const locale of LOCALES) await admin.publishPage(documentId, locale);

  for (const locale of LOCALES) {
    await expect(async () => {
      expect((await page.goto(site(TEXTS[locale].path)))?.status()).toBe(200);
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[locale].name);
    await expect(page.locator('.module__title')).toHaveText(TEXTS[locale].modules);
  }
});
