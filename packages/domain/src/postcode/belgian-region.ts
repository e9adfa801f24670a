/** The three Belgian regions; each has its own EPC scale. */
export const BELGIAN_REGIONS = ['flanders', 'wallonia', 'brussels'] as const;

export type BelgianRegion = (typeof BELGIAN_REGIONS)[number];

/** Belgium's id in the listing feed (CountryID). */
const BELGIUM_COUNTRY_ID = 10;

/**
 * Region of a Belgian postcode: Brussels 1000-1299; Wallonia 1300-1499 and 4000-7999;
 * Flanders 1500-3999 and 8000-9999. Anything that is not a 4-digit postcode in 1000-9999, or a listing
 * of another country (countryId given and not 10), has no region: null.
 */
export function regionFromPostcode(postcode: string | number | null | undefined, countryId?: string | number | null): BelgianRegion | null {
  // Only a known other country rules the postcode out; a missing country id does not.
  if (countryId !== undefined && countryId !== null && String(countryId).trim() !== '' && Number(countryId) !== BELGIUM_COUNTRY_ID) {
    return null;
  }
  if (postcode === null || postcode === undefined) return null;
  const text = String(postcode)
    .trim()
    .replace(/^B(?:E)?-?\s*/i, ''); // 'B-8400' and 'BE-8400' are Belgian postcodes too
  if (!/^\d{4}$/.test(text)) return null;
  const code = Number(text);
  if (code >= 1000 && code <= 1299) return 'brussels';
  if ((code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)) return 'wallonia';
  if ((code >= 1500 && code <= 3999) || (code >= 8000 && code <= 9999)) return 'flanders';
  return null; // 0000-0999 are not Belgian postcodes
}
