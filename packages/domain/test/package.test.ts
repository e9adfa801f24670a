import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as domain from '../src/index';

const root = join(__dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; default: string }>;
  typesVersions: { '*': Record<string, string[]> };
};

test('every exports subpath has a source folder and a typesVersions entry', () => {
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string') continue;
    const name = subpath === '.' ? 'index' : `${subpath.slice(2)}/index`;
    assert.equal(target.default, `./dist/${name}.js`);
    assert.equal(target.types, `./dist/${name}.d.ts`);
    assert.ok(existsSync(join(root, 'src', `${name}.ts`)), `src/${name}.ts`);
    if (subpath !== '.') assert.deepEqual(pkg.typesVersions['*'][subpath.slice(2)], [`dist/${name}.d.ts`]);
  }
});

test('the root re-exports the main functions', () => {
  for (const name of [
    'epcLabel',
    'formatPrice',
    'formatPhone',
    'parseMediaUrl',
    'cleanDescription',
    'homeSearch',
    'classifyDevice',

    'contactSchema',
    'formErrorMessage',
    'availabilityOf',
    'regionFromPostcode',
  ]) {
    assert.equal(typeof (domain as Record<string, unknown>)[name], name.endsWith('Schema') ? 'object' : 'function', name);
  }
});
