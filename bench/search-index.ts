/**
 * In-process part of the search benchmark (run by bench/search-endpoint.mjs, in web/ with tsx and
 * --expose-gc): the index the endpoint builds (web/src/search/listing-index.ts), from the rows in the
 * JSON file given: its memory (the heap it holds after a full GC, measured from a heap without the
 * rows; the strings it shares with the rows count) and the matching time alone for the query mix.
 * Prints one JSON line.
 *   node --expose-gc --import tsx ../bench/search-index.ts rows.json
 */
import fs from 'node:fs';
import { buildSearchIndexes } from '../web/src/search/listing-index';
import type { SearchSource, SearchSourceListing } from '../web/src/cms/types';

interface Row {
  externalId: number;
  webId: number | null;
  goal: SearchSourceListing['goal'];
  availability: SearchSourceListing['availability'];
  cityName: string | null;
  zip: string | null;
  typeDescription: string | null;
  mainTypeName: string | null;
  thumbnail: { url: string } | null;
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
gc();
const before = process.memoryUsage().heapUsed;
const { rows, types, queries } = JSON.parse(fs.readFileSync(process.argv[2] as string, 'utf8')) as {
  rows: Row[];
  types: SearchSource['types'];
  queries: string[];
};
// What web/src/cms/search-source.ts hands over, then the index: both stay alive in the site.
const listings: SearchSourceListing[] = rows.map((r) => ({
  externalId: r.externalId,
  webId: r.webId,
  goal: r.goal,
  availability: r.availability,
  cityName: r.cityName ?? '',
  zip: r.zip ?? '',
  typeDescription: r.typeDescription ?? '',
  mainTypeName: r.mainTypeName ?? '',
  thumbnailUrl: r.thumbnail?.url ?? null,
}));
rows.length = 0;
const started = performance.now();
const indexes = buildSearchIndexes({ listings, types });
const buildMs = performance.now() - started;
listings.length = 0; // the site keeps only the index (current-index.ts)
gc();
const heapMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;

// The matching alone (no HTTP, no Next), the same query mix, 20 rounds.
const times: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const q of queries) {
    const started = performance.now();
    if (q.trim()) indexes.byLocale.nl.search(q);
    else indexes.byLocale.nl.browse();
    times.push(performance.now() - started);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => Number((times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] as number).toFixed(2));
console.log(
  JSON.stringify({ listings: indexes.size, buildMs: Math.round(buildMs), heapMb: Number(heapMb.toFixed(1)), match: { p50: at(0.5), p95: at(0.95) } }),
);
