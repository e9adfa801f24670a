import { propertySlug, slugSegment, type Locale } from '@coast/domain';
import { pageByKey, pagePath, type PathTable } from './path-table';

/** The list page a listing's URL hangs under: rent under the for-rent page, the rest under for-sale. */
export const LIST_PAGE_KEYS = { sale: 'for-sale', rent: 'for-rent' } as const;

export interface PropertyUrlInput {
  readonly externalId: number;
  readonly goal: string;
  readonly cityName?: string | null;
  readonly typeDescription?: string | null;
  readonly mainTypeName?: string | null;
}

export function listKeyOf(goal: string): (typeof LIST_PAGE_KEYS)[keyof typeof LIST_PAGE_KEYS] {
  return goal === 'rent' ? LIST_PAGE_KEYS.rent : LIST_PAGE_KEYS.sale;
}

/**
 * The one canonical URL of a listing in a language: '/nl/te-koop/{city}/{slug}/{id}/' (fr, en, de under
 * their own for-sale path; rentals under the for-rent path). The slug comes from @coast/domain.
 */
export function propertyPath(table: PathTable, property: PropertyUrlInput, locale: Locale): string {
  const list = pageByKey(table, listKeyOf(property.goal));
  const base = list ? pagePath(list, locale) : `/${locale}/`;
  const city = slugSegment(property.cityName) || 'be';
  const slug = propertySlug({ typeDescription: property.typeDescription, mainTypeName: property.mainTypeName, city: property.cityName });
  return `${base}${city}/${slug}/${property.externalId}/`;
}
