/**
 * The internal paths this process has rendered (and so holds in its page cache), shared in-process
 * with src/proxy.ts through globalThis. While the CMS is down the proxy lets these through (the cache
 * serves them) and answers the others with the 503 screen. Bounded: the oldest are forgotten first.
 */
const KEY = Symbol.for('coast.rendered-paths');
const LIMIT = 20_000;
type Holder = { [KEY]?: Set<string> };

function paths(): Set<string> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Set();
  return holder[KEY];
}

export function markRendered(internalPath: string): void {
  const set = paths();
  set.delete(internalPath);
  set.add(internalPath);
  if (set.size > LIMIT) set.delete(set.values().next().value as string);
}

export function wasRendered(internalPath: string): boolean {
  return paths().has(internalPath);
}
