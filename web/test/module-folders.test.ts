import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { MODULE_KINDS, moduleTypename } from '@coast/domain';

const modules = path.join(__dirname, '..', 'src', 'modules');
const read = (...parts: string[]) => fs.readFileSync(path.join(modules, ...parts), 'utf8');
const STALE = 'run `pnpm codegen` (it writes web/src/modules/generated/)';
/** The module folders (one per kind), the generated lists' folder aside. */
const folders = fs.readdirSync(modules, { withFileTypes: true }).flatMap((e) => (e.isDirectory() && e.name !== 'generated' ? [e.name] : []));

// What `tsc` cannot see: a style sheet left out leaves a module unstyled, and nothing else fails.
describe("module folders: each kind's styles and fragment reach the page", () => {
  test("the site's style sheet imports every module folder's styles.css, through the generated list", () => {
    assert.match(read('..', 'app', 'styles', 'site.css'), /@import '\.\.\/\.\.\/modules\/generated\/styles\.css';/);
    const imported = [...read('generated', 'styles.css').matchAll(/@import '\.\.\/([a-z-]+)\/styles\.css';/g)].map((m) => m[1]);
    const withStyles = folders.filter((name) => fs.existsSync(path.join(modules, name, 'styles.css')));
    assert.deepEqual(imported.toSorted(), withStyles.toSorted(), STALE);
    assert.deepEqual(imported, [...MODULE_KINDS], STALE);
  });

  test("the page query spreads every kind's fragment", () => {
    const spread = [...read('generated', 'page-modules.graphql').matchAll(/\.\.\.(\w+)Module\b/g)].map((m) => `ComponentModules${m[1]}`);
    assert.deepEqual(spread, MODULE_KINDS.map(moduleTypename), STALE);
  });

  test("every folder is a kind of @coast/domain's MODULE_KINDS", () => {
    assert.deepEqual(folders.toSorted(), [...MODULE_KINDS].sort());
  });
});
