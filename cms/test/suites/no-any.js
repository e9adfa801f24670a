/**
 * The CMS's own TypeScript has no `any`: every type written in cms/ (src, config, any other .ts/.tsx)
 * is a real one, `unknown` plus a narrowing, or a local interface. Files are parsed with the TypeScript
 * compiler (no type check, well under a second), so the word in comments and strings never counts; an
 * `any` keyword in any type position does (`as any`, `: any`, `any[]`, `Record<string, any>`, `<any>`).
 * Needs no Strapi: `node --test test/suites/no-any.js` runs it alone.
 */
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const ts = require('typescript');

const CMS = path.resolve(__dirname, '..', '..');
/** Not ours to write: installed, built or generated (types/generated is written by `pnpm codegen`). */
const SKIPPED = new Set(['node_modules', 'dist', 'build', '.cache', '.tmp', '.strapi', path.join('types', 'generated')]);
const TYPESCRIPT = /\.(ts|tsx|mts|cts)$/;

function typescriptFiles(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (SKIPPED.has(path.relative(CMS, full)) || SKIPPED.has(entry.name)) continue;
    if (entry.isDirectory()) typescriptFiles(full, found);
    else if (TYPESCRIPT.test(entry.name)) found.push(full);
  }
  return found;
}

/** Each explicit `any` type of a source text, as 'file:line:column: the line'. */
function explicitAnys(fileName, text) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split('\n');
  const found = [];
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.AnyKeyword) {
      const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${fileName}:${line + 1}:${character + 1}: ${lines[line].trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no any in the CMS', () => {
  test('the scanner finds an explicit any in every type position, and not the word in prose', () => {
    const sample = [
      "// any comment, /* any */ and 'any' in strings are prose",
      "const text = `any ${'any'}`;",
      'const a = value as any;',
      'function f(x: any): void {}',
      'const list: any[] = [];',
      'const map: Record<string, any> = {};',
      'const g = new Map<any, string>();',
      '/** @param {any} x JSDoc is prose too */',
    ].join('\n');
    assert.deepEqual(explicitAnys('sample.ts', sample).map((hit) => hit.split(':').slice(1, 3).join(':')), ['3:20', '4:15', '5:13', '6:27', '7:19']);
  });

  test('no .ts file of cms/ (generated types aside) writes an explicit any', () => {
    const files = typescriptFiles(CMS);
    assert.ok(files.some((f) => f.endsWith(path.join('src', 'index.ts'))), `the scan finds the CMS sources (${files.length} files)`);
    const hits = files.flatMap((file) => explicitAnys(path.relative(CMS, file), fs.readFileSync(file, 'utf8')));
    assert.deepEqual(hits, [], `explicit any (use Strapi's types, unknown plus a narrowing, or a local interface):\n${hits.join('\n')}`);
  });
});
