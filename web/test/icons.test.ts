import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ICON_NAMES } from '@coast/domain';

// An icon's name is in @coast/domain (staff pick from it in the CMS) and its shape in icon.css; a name
// without a shape would show a filled square.
test('every icon name has its shape in the style sheet, and every shape a name', () => {
  const css = fs.readFileSync(path.join(__dirname, '..', 'src', 'ui', 'icon.css'), 'utf8');
  const shapes = [...css.matchAll(/\.icon--([a-z-]+) \{\n {2}--icon: url\("data:image\/svg\+xml,/g)].map((m) => m[1]);
  const kebab = ICON_NAMES.map((name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
  assert.deepEqual([...shapes].sort(), [...kebab].sort());
});
