/**
 * The checklist "Adding a module kind" (docs/architecture/modules.md) followed for a trivial kind,
 * `notice` (a title and its texts), on the repository with the new files laid over it: with every part
 * written, each derived list names the kind; with one part left out, that part is named; until
 * `pnpm codegen` runs, the committed lists are stale. And the committed lists are current.
 */
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { diskTree, expectedLists, moduleLists, moduleProblems, staleModuleLists } = require('../scripts/module-lists');

const root = path.resolve(__dirname, '..', '..', '..');
const KINDS = require(require.resolve('@coast/domain', { paths: [path.join(root, 'cms')] })).MODULE_KINDS;
const disk = diskTree(root);

/** The hand-made parts of the new kind, as the checklist has them written (step 1 is the kind in MODULE_KINDS). */
const NOTICE = {
  // Step 2: its component.
  'cms/src/components/modules/notice.json': JSON.stringify({
    collectionName: 'components_modules_notices',
    info: { displayName: 'Notice module', description: 'A short notice', icon: 'layout' },
    attributes: {
      title: { type: 'string' },
      showTitle: { type: 'boolean', default: true },
      description: { type: 'richtext' },
      description2: { type: 'richtext' },
      isPublished: { type: 'boolean', default: true },
      layout: { type: 'component', repeatable: false, component: 'shared.module-layout' },
    },
  }),
  // Step 3: its decisions, admin help and seed.
  'cms/src/modules/notice/index.ts': `export default defineModule('notice', {
  fields: MODULE_FIELDS,
  admin: { fields: moduleCommonFields('the notice'), edit: [group('Module', ...MODULE_HEADER_ROWS), group('Texts', ...MODULE_TEXT_ROWS)] },
});`,
  // Step 4: the site's folder.
  'web/src/modules/notice/fragment.graphql':
    'fragment NoticeModule on ComponentModulesNotice { id title showTitle description description2 isPublished layout { ...ModuleLayout } }',
  'web/src/modules/notice/shape.ts': "export const noticeShape = (m: ModuleFragment<'notice'>): ModuleCommon<'notice'> => moduleFields('notice', m);",
  'web/src/modules/notice/renderer.tsx': 'export const NoticeModuleRenderer: Renderer<ModuleCommon<"notice">> = () => null;',
  'web/src/modules/notice/index.ts': "export const noticeModule = defineModule('notice', { Renderer: NoticeModuleRenderer });",
  'web/src/modules/notice/styles.css': '.notice {\n}\n',
};

/** The repository with `added` files (path: content) laid over it. */
function treeWith(added) {
  return {
    exists: (file) => file in added || disk.exists(file),
    read: (file) => (file in added ? added[file] : disk.read(file)),
    entries: (folder) => {
      const names = new Set(disk.entries(folder));
      for (const file of Object.keys(added)) {
        if (!file.startsWith(`${folder}/`)) continue;
        const [first, ...rest] = file.slice(folder.length + 1).split('/');
        names.add(rest.length ? `${first}/` : first);
      }
      return [...names];
    },
  };
}

const without = (file) => Object.fromEntries(Object.entries(NOTICE).filter(([f]) => f !== file));
const withKind = [...KINDS, 'notice'];

describe('adding a module kind: the checklist for a trivial kind, and the guard of each step', () => {
  test('with every part written, each derived list names the new kind (step 5, `pnpm codegen`)', () => {
    const tree = treeWith(NOTICE);
    assert.deepEqual(moduleProblems(withKind, tree), []);
    const lists = moduleLists(withKind, tree);
    const zone = JSON.parse(lists['cms/src/api/menu-page/content-types/menu-page/schema.json']).attributes.modules.components;
    assert.deepEqual(zone, [...KINDS.map((kind) => `modules.${kind}`), 'modules.notice']);
    assert.match(lists['cms/src/modules/generated/registry.ts'], /import notice from '\.\.\/notice';[\s\S]*\n {2}notice,\n/);
    assert.match(lists['web/src/modules/generated/modules.ts'], /import { noticeModule } from '\.\.\/notice';[\s\S]*\n {2}notice: noticeModule,\n/);
    assert.match(lists['web/src/modules/generated/shapes.ts'], /import { noticeShape } from '\.\.\/notice\/shape';[\s\S]*\n {2}notice: noticeShape,\n/);
    assert.match(lists['web/src/modules/generated/styles.css'], /@import '\.\.\/notice\/styles\.css';\n$/);
    assert.match(lists['web/src/modules/generated/page-modules.graphql'], /\.\.\.NoticeModule\n}\n$/);
  });

  test('step 1 left out (the kind not in MODULE_KINDS): each of its files is named as no kind', () => {
    assert.deepEqual(moduleProblems(KINDS, treeWith(NOTICE)), [
      "notice: cms/src/components/modules/notice.json is no kind of @coast/domain's MODULE_KINDS (packages/domain/src/site/module-kinds.ts): add it there",
      "notice: cms/src/modules/notice/ is no kind of @coast/domain's MODULE_KINDS (packages/domain/src/site/module-kinds.ts): add it there",
      "notice: web/src/modules/notice/ is no kind of @coast/domain's MODULE_KINDS (packages/domain/src/site/module-kinds.ts): add it there",
    ]);
  });

  test('steps 2 to 4: a part left out is named, with the file to write and what it holds', () => {
    const named = (file) => moduleProblems(withKind, treeWith(without(file)));
    assert.deepEqual(named('cms/src/components/modules/notice.json'), [
      "notice: write cms/src/components/modules/notice.json, its component's fields (Strapi reads them there)",
    ]);
    assert.deepEqual(named('cms/src/modules/notice/index.ts'), [
      'notice: write cms/src/modules/notice/index.ts, its field decisions, admin help and seed: `export default defineModule(...)`',
    ]);
    for (const part of ['index.ts', 'shape.ts', 'fragment.graphql', 'styles.css']) {
      const problems = named(`web/src/modules/notice/${part}`);
      assert.equal(problems.length, 1, part);
      assert.match(problems[0], new RegExp(`^notice: write web/src/modules/notice/${part.replace('.', '\\.')}, `));
    }
    // The renderer is the folder's index's to import: `tsc` names it, not the lists.
    assert.deepEqual(named('web/src/modules/notice/renderer.tsx'), []);
  });

  test('a fragment under another name is named (the page query spreads `NoticeModule`)', () => {
    const tree = treeWith({ ...NOTICE, 'web/src/modules/notice/fragment.graphql': 'fragment Notice on ComponentModulesNotice { id }' });
    assert.deepEqual(moduleProblems(withKind, tree), [
      'notice: web/src/modules/notice/fragment.graphql must hold `fragment NoticeModule on ComponentModulesNotice`',
    ]);
  });

  test('until `pnpm codegen` runs, every derived list is stale, and an incomplete kind stops it', async () => {
    const expected = await expectedLists(root, withKind, treeWith(NOTICE));
    for (const [file, content] of Object.entries(expected)) assert.notEqual(disk.read(file), content, `${file} is stale without the new kind`);
    await assert.rejects(expectedLists(root, withKind, treeWith(without('web/src/modules/notice/styles.css'))), /write web\/src\/modules\/notice\/styles\.css/);
  });

  test('the committed lists are what `pnpm codegen` writes from MODULE_KINDS', async () => {
    assert.deepEqual(await staleModuleLists(root, KINDS), [], 'run `pnpm codegen` and commit');
  });
});
