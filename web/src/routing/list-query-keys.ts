/**
 * Every parameter a list reads (list-query.ts's readListQuery); the rest of a query belongs to the page
 * or to no one. Apart from the reader: the language switcher's island needs only these names.
 */
export const LIST_QUERY_KEYS = [
  'available',
  'bedrooms',
  'city',
  'epc',
  'max_price',
  'min_price',
  'page',
  'sort',
  'surface',
  'takeover',
  'type',
  'view',
] as const;
