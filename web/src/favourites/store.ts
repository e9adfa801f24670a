/**
 * The visitor's favourites: listing ids (the feed's reference), newest first, in local storage under
 * `coast.favourites`. Never a cookie and never sent anywhere, so every page stays one cached document
 * for all; the favourites page asks the site for the listings' current data by their ids. Every island
 * of the page (hearts, header counter, favourites page) reads the same store and hears every change,
 * also those made in another tab (the `storage` event).
 */
export const FAVOURITES_KEY = 'coast.favourites';
/** Enough for anyone comparing the coast's offer; keeps the stored entry and the page's request small. */
export const MAX_FAVOURITES = 50;
/** The comparison's columns. */
export const MAX_COMPARED = 4;

const CHANGED = 'coast:favourites';
const EMPTY: readonly number[] = [];

let cachedRaw: string | null = null;
let cachedIds: readonly number[] = EMPTY;

function parse(raw: string | null): readonly number[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    const ids = Array.isArray(value) ? value : [];
    const valid = ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return [...new Set(valid)].slice(0, MAX_FAVOURITES);
  } catch {
    return EMPTY;
  }
}

/** The stored ids (the same array until they change, as useSyncExternalStore needs). */
export function favouriteIds(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(FAVOURITES_KEY);
  } catch {
    // Storage refused (private mode, settings): no favourites, nothing breaks.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

/** Before hydration, on the server: none (the page is the same for everyone). */
export const noFavourites = (): readonly number[] => EMPTY;

function write(ids: readonly number[]) {
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(ids.slice(0, MAX_FAVOURITES)));
  } catch {
    // Storage full or refused: the heart stays as it was.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Adds a listing (first in the list) or takes it out. */
export function toggleFavourite(externalId: number) {
  const ids = favouriteIds();
  write(ids.includes(externalId) ? ids.filter((x) => x !== externalId) : [externalId, ...ids]);
}

export function removeFavourite(externalId: number) {
  write(favouriteIds().filter((x) => x !== externalId));
}

/** Calls back on every change, in this tab or another one. */
export function subscribeFavourites(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) callback();
  };
  window.addEventListener(CHANGED, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, callback);
    window.removeEventListener('storage', onStorage);
  };
}
