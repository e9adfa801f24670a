/**
 * The admin for staff: every field of every content type and component has a plain label and a help
 * text in the content manager's stored configuration (applied from src/admin-layout on start), the
 * configuration is one the admin itself would accept, it comes back after a change in the admin, and
 * the preview button opens the right page of the site per language.
 */
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { UID } from '@strapi/strapi';
import { cms, compiled, database } from '../helpers/context';
import { appDir } from '../helpers/strapi-instance';

/** A field's settings in the admin's edit view, as stored. */
interface EditMetadata {
  label?: string;
  description?: string;
  editable?: boolean;
  visible?: boolean;
  mainField?: string;
}
/** The content manager's configuration of a model, as stored (and as the admin saves it). */
interface Configuration {
  settings: { mainField: string; [setting: string]: unknown };
  metadatas: Record<string, { edit: EditMetadata; list: { label: string } }>;
  layouts: { edit: { name: string; size: number }[][]; list: string[] };
}
/** The content manager's own validation of a configuration (what "Save" in the admin checks). */
type ModelConfiguration = (model: unknown) => { validate(configuration: unknown, options: object): Promise<unknown> };
/** The admin's preview handler (config/admin.ts): the address the preview button opens, or none. */
type PreviewHandler = (uid: string, params: Record<string, unknown>) => Promise<string | null | undefined>;
/** What these tests read of an entry the preview opens. */
interface Entry {
  documentId: string;
  path?: string;
  slug?: string | null;
  externalId?: number;
}

/** Every schema file of the app: content types under src/api, components under src/components. */
function schemaFiles() {
  const found: { kind: string; uid: string; file: string }[] = [];
  const api = path.join(appDir, 'src', 'api');
  for (const name of fs.readdirSync(api)) {
    const dir = path.join(api, name, 'content-types');
    if (!fs.existsSync(dir)) continue;
    for (const type of fs.readdirSync(dir)) {
      const file = path.join(dir, type, 'schema.json');
      if (fs.existsSync(file)) found.push({ kind: 'content_types', uid: `api::${name}.${type}`, file });
    }
  }
  const components = path.join(appDir, 'src', 'components');
  for (const category of fs.readdirSync(components)) {
    for (const file of fs.readdirSync(path.join(components, category)).filter((f) => f.endsWith('.json'))) {
      found.push({ kind: 'components', uid: `${category}.${file.replace(/\.json$/, '')}`, file: path.join(components, category, file) });
    }
  }
  return found.map((s) => ({ ...s, attributes: Object.keys((JSON.parse(fs.readFileSync(s.file, 'utf8')) as { attributes: object }).attributes) }));
}

/** The stored content-manager configuration of a model (core store key plugin_content_manager_configuration_<kind>::<uid>). */
const storedConfiguration = async (kind: string, uid: string): Promise<Configuration> =>
  cms()
    .strapi.store({ type: 'plugin', name: 'content_manager', key: `configuration_${kind}::${uid}` })
    .get({}) as Promise<Configuration>;

describe(`admin help and preview on ${database}`, () => {
  test('every attribute of every content type and component has a plain label and a help text', async () => {
    const schemas = schemaFiles();
    assert.ok(
      schemas.filter((s) => s.kind === 'content_types').length >= 10 && schemas.filter((s) => s.kind === 'components').length >= 14,
      'all schema files found',
    );
    const missing: string[] = [];
    for (const { kind, uid, attributes } of schemas) {
      const config = await storedConfiguration(kind, uid);
      assert.ok(config, `${uid} has a stored configuration`);
      for (const name of attributes) {
        const edit: EditMetadata = config.metadatas?.[name]?.edit ?? {};
        const label = String(edit.label ?? '').trim();
        const description = String(edit.description ?? '').trim();
        if (!label || label === name || description.length < 10)
          missing.push(`${uid}.${name} (label ${JSON.stringify(edit.label)}, description ${JSON.stringify(edit.description)})`);
        else assert.equal(config.metadatas[name].list.label, config.metadatas[name].list.label.trim(), `${uid}.${name} list label`);
      }
    }
    assert.deepEqual(missing, [], 'fields without a label or help: add them to cms/src/admin-layout');
  });

  test("every choice of every enumeration reads in staff's words in the admin's dropdowns and lists", () => {
    const { CHOICE_LABELS } = compiled('src/admin-layout/value-labels');
    const { strapi } = cms();
    const models = [...Object.entries(strapi.contentTypes).filter(([uid]) => uid.startsWith('api::')), ...Object.entries(strapi.components)];
    const unlabelled: string[] = [];
    let choices = 0;
    for (const [uid, model] of models)
      for (const [name, attribute] of Object.entries<{ type: string; enum?: string[] }>(model.attributes))
        if (attribute.type === 'enumeration')
          for (const code of attribute.enum!) {
            choices += 1;
            const label = CHOICE_LABELS[name]?.[code];
            if (!label || label === code) unlabelled.push(`${uid}.${name}: ${code}`);
          }
    assert.ok(choices > 150, 'the enumerations were read');
    assert.deepEqual(unlabelled, [], 'choices without a label: add them to cms/src/admin-layout/value-labels.ts');
  });

  test('the help in code covers each schema attribute (a file per content type or component)', () => {
    const { ADMIN_LAYOUTS } = compiled('src/admin-layout/index');
    const byUid = new Map(ADMIN_LAYOUTS.map((l) => [l.uid, l]));
    for (const { uid, attributes } of schemaFiles()) {
      const layout = byUid.get(uid);
      assert.ok(layout, `${uid} has a file in cms/src/admin-layout`);
      for (const name of attributes) {
        const help = layout.fields[name];
        assert.ok(help?.label?.trim() && help?.description?.trim(), `${uid}.${name} has a label and a description in cms/src/admin-layout`);
      }
    }
  });

  test('the stored configurations pass the content manager\'s own validation (what "Save" in the admin checks)', async () => {
    const load = createRequire(__filename);
    const cmDir = path.dirname(
      load.resolve('@strapi/content-manager/strapi-server', { paths: [path.dirname(load.resolve('@strapi/strapi/package.json', { paths: [appDir] }))] }),
    );
    const modelConfiguration: ModelConfiguration = load(path.join(cmDir, 'controllers', 'validation', 'model-configuration.js'));
    const cm = cms().strapi.plugin('content-manager');
    for (const { kind, uid } of schemaFiles()) {
      const model = kind === 'components' ? cm.service('components').findComponent(uid) : cm.service('content-types').findContentType(uid);
      const { settings, metadatas, layouts } = await storedConfiguration(kind, uid);
      await assert.doesNotReject(
        modelConfiguration(model).validate(
          { settings, metadatas, layouts: { edit: layouts.edit, list: layouts.list } },
          { abortEarly: false, stripUnknown: true, strict: true },
        ),
        `${uid} configuration is valid`,
      );
      for (const row of layouts.edit) assert.ok(row.reduce((sum, f) => sum + f.size, 0) <= 12, `${uid}: a row fits 12 columns`);
    }
  });

  test('spot checks: module widths, page switches, SEO switch, listing fields read-only but project and owner', async () => {
    const layout = await storedConfiguration('components', 'shared.module-layout');
    assert.equal(layout.metadatas.colSm.edit.label, 'Width on phones');
    assert.match(layout.metadatas.colSm.edit.description ?? '', /768/);
    assert.equal(layout.metadatas.cssClass.edit.label, 'CSS class');
    assert.equal(layout.metadatas.span.edit.label, 'Width (of 12 columns)');
    assert.deepEqual(
      layout.layouts.edit.find((row) => row.some((f) => f.name === 'span'))!.map((f) => f.name),
      ['span', 'colLg', 'colMd', 'colSm'],
      'the four widths side by side',
    );

    const page = await storedConfiguration('content_types', 'api::menu-page.menu-page');
    assert.equal(page.metadatas.showBreadcrumb.edit.label, 'Breadcrumb');
    assert.deepEqual(page.layouts.list.slice(0, 3), ['name', 'path', 'type']);
    assert.equal(page.metadatas.path.list.label, 'Web address', 'a short column header');
    assert.equal(page.settings.mainField, 'name');
    assert.equal(page.metadatas.parent.edit.mainField, 'name');

    const seo = await storedConfiguration('components', 'shared.seo');
    assert.equal(seo.metadatas.isActiveSEO.edit.label, 'Use these SEO texts');

    const property = await storedConfiguration('content_types', 'api::property.property');
    for (const name of ['title', 'externalId', 'price', 'street', 'latitude', 'photos', 'documents', 'city'])
      assert.equal(property.metadatas[name].edit.editable, false, `${name} is read-only`);
    for (const name of ['project', 'owner']) assert.equal(property.metadatas[name].edit.editable, true, `${name} is set by staff`);
    assert.equal(property.metadatas.sourceHash.edit.visible, false);
    // Named by the label that holds the reference ("4512001 · Penthouse · Oostende"), also in pickers.
    assert.deepEqual(property.layouts.list.slice(0, 3), ['label', 'availability', 'price']);
    assert.equal(property.settings.mainField, 'label');
    const placed = property.layouts.edit.flat().map((f) => f.name);
    assert.deepEqual(
      property.layouts.edit[0].map((f) => f.name),
      ['project', 'owner'],
      'what staff set comes first',
    );
    assert.equal(new Set(placed).size, placed.length, 'each field once');

    const link = await storedConfiguration('components', 'shared.link');
    assert.equal(link.settings.mainField, 'label', 'repeatable links are titled by their text');
  });

  test('re-applied on start: a change in the admin is put back, and the merge tolerates schema drift', async () => {
    const { applyAdminLayouts, buildConfiguration } = compiled('src/bootstrap/admin-layout');
    const strapi = cms().strapi;
    const store = strapi.store({ type: 'plugin', name: 'content_manager', key: 'configuration_components::shared.module-layout' });
    const before = (await store.get({})) as Configuration;
    await store.set({
      value: {
        ...before,
        metadatas: { ...before.metadatas, colSm: { ...before.metadatas.colSm, edit: { ...before.metadatas.colSm.edit, label: 'colSm', description: '' } } },
        layouts: { ...before.layouts, edit: [[{ name: 'colSm', size: 4 }]] },
      },
    });
    await applyAdminLayouts(strapi);
    const after = (await store.get({})) as Configuration;
    assert.equal(after.metadatas.colSm.edit.label, 'Width on phones');
    assert.deepEqual(after.layouts.edit, before.layouts.edit);

    // Help for a field the schema lacks is skipped; a schema field without help keeps its default and
    // is appended; full-width types stay full width; unknown models are skipped with a warning.
    const sizes = strapi.plugin('content-manager').service('field-sizes') as Parameters<typeof buildConfiguration>[3];
    const model = {
      uid: 'test.drift',
      attributes: { id: { type: 'integer' }, known: { type: 'string' }, added: { type: 'integer' }, body: { type: 'richtext' } },
    };
    const current = {
      settings: { mainField: 'id' },
      metadatas: Object.fromEntries(
        Object.keys(model.attributes).map((n) => [
          n,
          { edit: { label: n, description: '', placeholder: '', visible: true, editable: true }, list: { label: n } },
        ]),
      ),
      layouts: { list: ['id'], edit: [[{ name: 'known', size: 6 }]] },
    };
    const layout: Parameters<typeof buildConfiguration>[0] = {
      uid: 'test.drift',
      kind: 'component',
      fields: {
        known: { label: 'Known', description: 'A field with help.' },
        gone: { label: 'Gone', description: 'Not in the schema.' },
        body: { label: 'Body', description: 'Text.' },
      },
      edit: [
        {
          title: 'All',
          rows: [
            [
              ['body', 4],
              ['gone', 6],
              ['known', 8],
            ],
          ],
        },
      ],
      list: ['gone', 'known'],
      settings: { mainField: 'known' },
    };
    const built = buildConfiguration(layout, model, current, sizes);
    assert.equal(built.metadatas?.known.edit.label, 'Known');
    assert.equal(built.metadatas?.gone, undefined);
    assert.equal(built.metadatas?.added.edit.label, 'added');
    assert.deepEqual(built.layouts?.edit, [[{ name: 'body', size: 12 }], [{ name: 'known', size: 8 }], [{ name: 'added', size: 4 }]]);
    assert.deepEqual(built.layouts?.list, ['known']);
    assert.equal(built.settings?.mainField, 'known');
  });

  describe('preview', () => {
    const saved = { SITE_URL: process.env.SITE_URL, PREVIEW_SECRET: process.env.PREVIEW_SECRET };
    after(() => {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    });

    /** The admin's preview handler (config/admin.ts), as the content manager calls it; returns the site path it opens. */
    async function previewPath(uid: string, params: Record<string, unknown>) {
      process.env.SITE_URL = 'https://site.test/';
      process.env.PREVIEW_SECRET = 'preview-secret';
      const handler = cms().strapi.config.get<PreviewHandler>('admin.preview.config.handler');
      const url = await handler(uid, { status: 'draft', ...params });
      if (url === null || url === undefined) return null;
      const parsed = new URL(url);
      assert.equal(`${parsed.origin}${parsed.pathname}`, 'https://site.test/api/preview');
      assert.equal(parsed.searchParams.get('secret'), 'preview-secret');
      return parsed.searchParams.get('path');
    }
    /** A seeded entry these tests open. */
    const find = async (uid: UID.ContentType, locale: string, filters: Record<string, unknown>): Promise<Entry> =>
      (await cms().strapi.documents(uid).findFirst({ locale, filters })) as Entry;

    test('a menu page opens at its path in each language', async () => {
      const page = await find('api::menu-page.menu-page', 'nl', { key: 'for-sale' });
      assert.equal(await previewPath('api::menu-page.menu-page', { documentId: page.documentId, locale: 'nl' }), '/nl/te-koop/');
      assert.equal(await previewPath('api::menu-page.menu-page', { documentId: page.documentId, locale: 'fr' }), '/fr/a-vendre/');
    });

    test('an article and a category open below the page that lists them, in each language', async () => {
      for (const [locale, host] of [
        ['nl', '/nl/service/'],
        ['fr', '/fr/services/'],
      ]) {
        const servicePage = await find('api::menu-page.menu-page', locale, { originalPath: '/services/' });
        assert.equal(servicePage.path, host, 'the seeded page listing the news');
        const article = await find('api::article.article', locale, { key: 'news-hypotheekrente-2026' });
        assert.ok(article.slug, 'the article has a slug');
        assert.equal(await previewPath('api::article.article', { documentId: article.documentId, locale }), `${host}${article.slug}/`);
        const category = await find('api::category.category', locale, { key: 'news' });
        assert.equal(await previewPath('api::category.category', { documentId: category.documentId, locale }), `${host}${category.slug}/`);
      }
      const fr = await find('api::article.article', 'fr', { key: 'news-hypotheekrente-2026' });
      const nl = await find('api::article.article', 'nl', { key: 'news-hypotheekrente-2026' });
      assert.notEqual(fr.slug, nl.slug, 'each language its own slug');
    });

    test('an article a page shows in full opens that page; one on no page, a listing out of the feed and a type without pages have none', async () => {
      const privacy = await find('api::article.article', 'fr', { key: 'privacy' });
      const privacyPage = await find('api::menu-page.menu-page', 'fr', { originalPath: '/privacy/' });
      assert.equal(await previewPath('api::article.article', { documentId: privacy.documentId, locale: 'fr' }), privacyPage.path);

      const tip = await find('api::article.article', 'nl', { key: 'tip-eerste-bezoek' });
      assert.equal(await previewPath('api::article.article', { documentId: tip.documentId, locale: 'nl' }), null, 'the tips category is on no page');

      const listing = (await cms()
        .strapi.documents('api::property.property')
        .findFirst({ filters: { isInFeed: true, availability: 'for_sale' } }))!;
      assert.equal(await previewPath('api::property.property', { documentId: listing.documentId, status: 'published' }), `/nl/property/${listing.externalId}/`);
      assert.equal(
        await previewPath('api::property.property', { documentId: listing.documentId, locale: 'de', status: 'published' }),
        `/de/property/${listing.externalId}/`,
      );

      const member = await find('api::team-member.team-member', 'nl', {});
      assert.equal(await previewPath('api::team-member.team-member', { documentId: member.documentId, locale: 'nl' }), null);
    });
  });
});
