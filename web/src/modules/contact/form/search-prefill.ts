import { isTownAskedFor } from '@coast/domain';

/** A choice of the search registration's towns: the town's name as value, 'Name [zip]' as label. */
export interface ZoneOption {
  readonly value: string;
  readonly label: string;
  readonly zip: string;
}

/**
 * The search registration prefilled from a list's filters ("register this search" links here with the
 * list's own parameters: goal, type, city, min_price, max_price, bedrooms, garden, terrace, facades,
 * plot, new_build, furnished). A town the list's `city=`
 * asks for (isTownAskedFor: its name, its name in another language, or its zip) is ticked; anything
 * unknown is left out.
 */
export function searchPrefill(params: URLSearchParams, zones: readonly ZoneOption[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const goal = params.get('goal');
  if (goal === 'buy' || goal === 'rent') values.goal = goal;
  const types = params.getAll('type').filter((t) => /^\d{1,3}$/.test(t));
  if (types.length) values.propertyTypes = types;
  const cities = params.getAll('city');
  const picked = zones.filter((z) => isTownAskedFor({ name: z.value, zip: z.zip }, cities)).map((z) => z.value);
  if (picked.length) values.zones = picked;
  const amount = (name: string) => params.get(name)?.match(/^\d{1,10}$/)?.[0];
  const min = amount('min_price');
  const max = amount('max_price');
  const bedrooms = params.get('bedrooms');
  if (min) values.minPrice = min;
  if (max) values.maxPrice = max;
  if (bedrooms && /^[1-5]$/.test(bedrooms)) values.minBedrooms = bedrooms;
  for (const [param, field] of [
    ['garden', 'garden'],
    ['terrace', 'terrace'],
    ['new_build', 'newBuild'],
    ['furnished', 'furnished'],
  ] as const)
    if (params.get(param) === '1') values[field] = true;
  const facades = params.get('facades');
  if (facades && /^[234]$/.test(facades)) values.facades = facades;
  const plot = amount('plot');
  if (plot) values.minPlot = plot;
  return values;
}
