import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ICON_NAMES } from '@coast/domain';

const css = fs.readFileSync(path.join(__dirname, '..', 'src', 'ui', 'icon.css'), 'utf8');
const kebab = ICON_NAMES.map((name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
const sprite = /--icon-sprite: url\("data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 (\d+) 24'%3E(.*?)%3C\/svg%3E"\);/.exec(
  css,
);
const cells = [...(sprite?.[2] ?? '').matchAll(/%3Cpath id='([a-z-]+)'(?: transform='translate\((\d+)\)')? d='[^']+'\/%3E/g)].map((m) => ({
  id: m[1]!,
  x: Number(m[2] ?? 0),
}));
const indexes = new Map([...css.matchAll(/\.icon--([a-z-]+) \{\n {2}--icon-index: (\d+);\n\}/g)].map((m) => [m[1]!, Number(m[2])]));

// An icon's name is in @coast/domain (staff pick from it in the CMS) and its shape in icon.css's sprite;
// a name without a shape would show a filled square, a wrong index another icon.
test('every icon name has its shape in the sprite, and every shape a name', () => {
  assert.ok(sprite, 'icon.css holds the sprite');
  assert.deepEqual(cells.map((c) => c.id).sort(), [...kebab].sort());
  assert.deepEqual([...indexes.keys()].sort(), [...kebab].sort());
});

test("each icon's class points at its own cell of the sprite, and the sprite is as wide as its cells", () => {
  cells.forEach((cell, i) => {
    assert.equal(cell.x, 24 * i, `${cell.id} is drawn in cell ${i}`);
    assert.equal(indexes.get(cell.id), i, `.icon--${cell.id} moves the mask to cell ${i}`);
  });
  assert.equal(Number(sprite?.[1]), 24 * cells.length);
  assert.match(css, new RegExp(`--icon-count: ${cells.length};`));
});
