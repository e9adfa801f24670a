import { normalizeSearchText } from './normalize';

/**
 * A registered search's zone (a town or a zip, as the visitor chose it) as the one key stored and
 * matched in SQL: a Belgian zip as is, a town in search form ('Oostende', 'OOSTENDE ' and 'oostende' are one).
 */
export function searchZoneKey(zone: string): string {
  const trimmed = zone.trim();
  return /^\d{4}$/.test(trimmed) ? trimmed : normalizeSearchText(trimmed);
}

/** The keys a listing answers to: its zip and its town's name; a registration matches it by either. */
export function listingZoneKeys(zip: string | null | undefined, town: string | null | undefined): string[] {
  const keys = [zip?.trim() ?? '', normalizeSearchText(town ?? '')].filter((key) => key !== '');
  return [...new Set(keys)];
}
