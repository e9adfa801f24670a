/**
 * The bounds of a registered search, so that one registration stays a handful of criterion rows (one per
 * type and zone): at most SEARCH_MAX_ZONES towns/zips/regions and the property types there are (9), so
 * at most 9 x 20 = 180 rows; prices up to SEARCH_MAX_PRICE (far above any listing on the coast) and up to
 * SEARCH_MAX_BEDROOMS bedrooms. A zone is one line of plain text, at most SEARCH_ZONE_MAX_LENGTH long.
 */
export const SEARCH_MAX_ZONES = 20;
export const SEARCH_ZONE_MAX_LENGTH = 100;
export const SEARCH_MAX_PRICE = 100_000_000;
export const SEARCH_MAX_BEDROOMS = 20;
/** A plot surface bound, m² (a hundred hectares: more than any listing). */
export const SEARCH_MAX_PLOT = 1_000_000;
