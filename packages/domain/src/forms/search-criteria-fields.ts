/**
 * What a registered search asks for, in the order its mails, its manage page and the admin list it: one
 * list, so a new criterion shows everywhere at once.
 */
export const SEARCH_CRITERIA_FIELDS = [
  'goal',
  'propertyTypes',
  'zones',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'garage',
  'parking',
  'garden',
  'terrace',
  'facades',
  'minPlot',
  'newBuild',
  'furnished',
] as const;
