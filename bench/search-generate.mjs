/**
 * Generated listings for the search benchmark (bench/search-endpoint.mjs, bench/search-index.ts): the
 * rows of the SearchListings operation (packages/graphql/operations/search.graphql), made from the real
 * listings of the seeded CMS as templates, so types, descriptions and thumbnails look like the feed's.
 * Deterministic: the same count gives the same rows.
 */

/** About as many towns as Flanders has (zip 1000-9999), besides the feed's own. */
const TOWNS = 300;
const VARIANTS = ['', ' met tuin', ' met garage', ' nabij zee', ' met terras', ' gerenoveerd', ' te renoveren'];

/** `count` rows of SearchListings' nodes: ids from 5,000,000 up, newest (highest id) first. */
export function generateListings(templates, count) {
  if (!templates.length) throw new Error('no template listings');
  const rows = new Array(count);
  for (let i = 0; i < count; i++) {
    const base = templates[i % templates.length];
    // Half in the feed's towns, half in generated ones; one in ten with a description of its own.
    const town =
      i % 2
        ? { cityName: base.cityName, zip: base.zip }
        : { cityName: `Gemeente ${String(i % TOWNS).padStart(3, '0')}`, zip: String(1000 + ((i * 29) % 9000)) };
    rows[i] = {
      ...base,
      ...town,
      externalId: 5_000_000 + count - i,
      typeDescription: `${base.typeDescription ?? ''}${i % 10 === 0 ? ` (${i})` : VARIANTS[i % VARIANTS.length]}`,
    };
  }
  return rows;
}
