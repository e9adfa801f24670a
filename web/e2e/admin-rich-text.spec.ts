import { expect, test } from '@playwright/test';
import { openAdmin } from './support/admin-panel';
import { adminApi, cmsQuery, site } from './support/site';

/**
 * Staff write rich text as formatted text: the admin shows headings, bold and lists (never Markdown's
 * marks), its toolbar speaks the admin's language, and what they format is what the site shows.
 */

const ARTICLES = '/content-manager/collection-types/api::article.article';

/** The editor's element, as Tiptap leaves it: its editor instance on it. */
interface TiptapElement extends HTMLElement {
  editor: {
    commands: { focus(position: 'end'): boolean };
    state: { doc: { content: { size: number } }; selection: { empty: boolean; from: number } };
    isFocused: boolean;
  };
}

/** Run in the page (passed whole to evaluate, so it uses nothing around it): the editor has the focus and its caret after the last character of its text. */
function caretAtEnd(element: Element): boolean {
  const { state, isFocused } = (element as TiptapElement).editor;
  // The end of the last paragraph's text: one position before the end of the document.
  return isFocused && state.selection.empty && state.selection.from === state.doc.content.size - 1;
}

async function article(key: string, locale: string): Promise<{ documentId: string; body: string }> {
  const { articles } = await cmsQuery<{ articles: { documentId: string; body: string }[] }>(
    `query ($locale: I18NLocaleCode, $key: String) { articles(locale: $locale, filters: { key: { eq: $key } }) { documentId body } }`,
    { locale, key },
  );
  if (!articles[0]) throw new Error(`no article ${key} (${locale})`);
  return articles[0];
}

test('staff see an article as formatted text in their language; opening it changes nothing', async ({ page }) => {
  const disclaimer = await article('disclaimer', 'nl');
  await openAdmin(page, `/admin${ARTICLES}/${disclaimer.documentId}?plugins[i18n][locale]=nl`, { language: 'nl' });
  const text = page.getByRole('textbox', { name: 'Text' });
  await expect(text).toBeVisible({ timeout: 60_000 });
  // "**Prijzen.**" is bold text, not stars.
  await expect(text.locator('strong', { hasText: 'Prijzen.' })).toBeVisible();
  await expect(text).not.toContainText('**');
  const toolbar = page.getByRole('toolbar', { name: 'Opmaak' });
  for (const button of ['Kop', 'Tussenkop', 'Vet', 'Cursief', 'Lijst met opsommingstekens', 'Genummerde lijst', 'Link']) {
    await expect(toolbar.getByRole('button', { name: button, exact: true })).toBeVisible();
  }
  // Loading the text into the editor is no edit: there is nothing to save.
  await expect(page.getByRole('button', { name: 'Bewaar', exact: true })).toBeDisabled();
});

test('a heading, a bold word, a list and a link made with the toolbar are published as the site shows them', async ({ page }) => {
  const disclaimer = await article('disclaimer', 'en');
  const admin = await adminApi();
  const stamp = Date.now();
  try {
    await openAdmin(page, `/admin${ARTICLES}/${disclaimer.documentId}?plugins[i18n][locale]=en`);
    const text = page.getByRole('textbox', { name: 'Text' });
    await expect(text).toBeVisible({ timeout: 60_000 });
    // The editor shows before the form has loaded: until then it holds no text and takes no caret.
    await expect(text.locator('strong', { hasText: 'Prices.' })).toBeVisible();
    await expect(text).toHaveAttribute('contenteditable', 'true');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });

    // At the end of the text: a heading, a paragraph with a bold word and a link, a two-item list.
    // The caret goes there through the editor itself (Tiptap keeps its instance on its element for tests):
    // a click, Control+End or the browser's selection set by hand raced the editor's own selection, which
    // it wrote back over the browser's when the admin re-rendered under load, and the text went first.
    await text.evaluate((element) => (element as TiptapElement).editor.commands.focus('end'));
    await expect.poll(() => text.evaluate(caretAtEnd)).toBe(true);
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type(`Opening hours ${stamp}`);
    await page.keyboard.press('Enter');
    await page.keyboard.type('We are open ');
    await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('every weekday');
    await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type(', or ');
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
    // The address box offers the site's pages by name; a page is kept as its original path.
    await expect(page.locator('datalist option[value="/contact/"]')).toHaveText('Contact (/en/contact/)');
    await page.getByRole('combobox', { name: 'Link address' }).fill('/contact/');
    await page.getByRole('textbox', { name: 'Text of the link' }).fill('by appointment');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list', exact: true }).click();
    await page.keyboard.type('Gistel');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Oostende');
    await expect(text.getByRole('heading', { level: 2, name: `Opening hours ${stamp}` })).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved document').first()).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published document').first()).toBeVisible();

    // Stored as Markdown, the rest of the text untouched; the site shows it formatted, the link in English.
    const stored = (await article('disclaimer', 'en')).body;
    expect(stored.startsWith(disclaimer.body.split('\n\n')[0]!)).toBe(true);
    expect(stored).toContain('**Prices.**');
    expect(stored).toContain(`## Opening hours ${stamp}`);
    expect(stored).toContain('**every weekday**');
    expect(stored).toContain('[by appointment](/contact/).');
    expect(stored).toMatch(/- Gistel\n- Oostende/);
    await expect.poll(async () => (await fetch(site('/en/disclaimer/'))).text(), { timeout: 20_000 }).toContain(`Opening hours ${stamp}`);
    await page.goto(site('/en/disclaimer/'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: `Opening hours ${stamp}` })).toBeVisible();
    await expect(main.locator('strong', { hasText: 'every weekday' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'by appointment' })).toHaveAttribute('href', '/en/contact/');
    await expect(main.getByRole('listitem').filter({ hasText: 'Oostende' })).toBeVisible();
  } finally {
    await admin.call('PUT', `${ARTICLES}/${disclaimer.documentId}?locale=en`, { body: disclaimer.body });
    await admin.call('POST', `${ARTICLES}/${disclaimer.documentId}/actions/publish?locale=en`, {});
  }
});
