import { GOAL_WORDS } from '../catalog/goal';
import { PROPERTY_CATEGORIES } from '../catalog/property-categories';
import { LOCALES } from '../i18n/locales';
import { FEED_VALUES } from '../listing/feed-values';
import { matchesTownNames, type CityLike } from './match-city';
import { normalizeSearchText } from './normalize';
import { townSearchNames } from './town-names';

type ListGoal = 'sale' | 'rent';

/** What a home search text asks for, read as words of a goal, property types and towns. */
export interface SearchUnderstanding<T extends CityLike = CityLike> {
  /** 'te koop', 'à louer'...; null: the text does not say. */
  readonly goal: ListGoal | null;
  /** The categories named (WebIDs, in the catalog's order); empty: any type. */
  readonly types: readonly number[];
  /**
   * The feed's precise types named ('villa' names Villa, a house), in search form: listings of such a
   * type are the best answers within their category.
   */
  readonly subtypes: readonly string[];
  /** The towns named (by name in any language or zip) or, for a word being typed, matching it; empty: anywhere. */
  readonly towns: readonly T[];
}

/** A phrase of the vocabulary, in search form split into words, with what it names. */
interface Phrase {
  readonly words: readonly string[];
  readonly goal?: ListGoal;
  readonly webId?: number;
  readonly subtype?: string;
}

/** Small words around the others ('villa in Gistel', 'appartement à Ostende', 'Haus am Meer' is not one). */
const LINK_WORDS = new Set([
  'in',
  'te',
  'a',
  'au',
  'aux',
  'en',
  'op',
  'bij',
  'near',
  'at',
  'the',
  'an',
  'een',
  'ein',
  'eine',
  'un',
  'une',
  'le',
  'la',
  'les',
  'l',
  'de',
  'du',
  'des',
  'der',
  'die',
  'das',
  'im',
  'zu',
  'of',
  'van',
  'for',
  'pour',
  'fur',
]);

/** Plural and inflection endings read as the same word: 'villas', 'Wohnungen', 'bureaux', 'Grundstücke'. */
const ENDINGS = ['s', 'e', 'n', 'en', 'es', 'x'];

function sameWord(typed: string, word: string): boolean {
  if (typed === word) return true;
  const [longer, shorter] = typed.length > word.length ? [typed, word] : [word, typed];
  return shorter.length >= 3 && longer.startsWith(shorter) && ENDINGS.includes(longer.slice(shorter.length));
}

/** "villa's", "studio's": the Dutch plural with an apostrophe is one word. */
const searchWords = (text: string): string[] => {
  const folded = normalizeSearchText(text.replace(/['’]s\b/giu, 's'));
  return folded === '' ? [] : folded.split(' ');
};

const phrase = (text: string, what: Omit<Phrase, 'words'>): Phrase => ({ words: searchWords(text), ...what });

/**
 * The vocabulary, from the catalog: the goals' words, and per category its names, its other words and
 * its subtypes' names in every language (from the feed's type table). Longest first, so 'terrain à
 * bâtir' is read before 'terrain' and 'ground-floor flat' before 'flat'.
 */
const VOCABULARY: readonly Phrase[] = [
  ...(Object.keys(GOAL_WORDS) as ListGoal[]).flatMap((goal) => LOCALES.flatMap((locale) => GOAL_WORDS[goal][locale].map((w) => phrase(w, { goal })))),
  ...PROPERTY_CATEGORIES.flatMap((category) => [
    ...LOCALES.flatMap((locale) => [category.names[locale], ...category.names[locale].split('/'), ...category.words[locale]]).map((w) =>
      phrase(w, { webId: category.webId }),
    ),
    ...category.subtypes.flatMap((subtype) => {
      const names = FEED_VALUES.types[subtype];
      const subtypeKey = normalizeSearchText(subtype);
      return [subtype, ...(names ? LOCALES.map((locale) => names[locale]) : [])].map((w) => phrase(w, { webId: category.webId, subtype: subtypeKey }));
    }),
  ]),
]
  .filter((p) => p.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

/** Marks the words of `words` from `at` as read when `phrase` is written there; the test ignores endings or not. */
function readAt(words: readonly string[], read: boolean[], at: number, phrase: readonly string[], same: (a: string, b: string) => boolean): boolean {
  if (at + phrase.length > words.length) return false;
  for (let k = 0; k < phrase.length; k++) if (read[at + k] || !same(words[at + k] as string, phrase[k] as string)) return false;
  for (let k = 0; k < phrase.length; k++) read[at + k] = true;
  return true;
}

/**
 * The home search's reading of a text, for a list of towns (prepared once): `understand(text)` gives
 * the goal, the property types and the towns the text names, in any of the four languages, in any
 * order, case and accents ignored, singular or plural ('villa gistel', 'Gistel villas', 'flat
 * oostende', 'appartement 8400', 'maison à vendre Ostende', 'Wohnungen zu vermieten Ostende'). Towns
 * are read first (a town's name is never a type word), then the goal's words, the types' words
 * (longest first) and small linking words; what is left must be a town being typed ('villa gis'),
 * else the text is not understood. It is also not understood when it names neither a goal nor a type
 * (a town alone, a reference, free text): null, and the search matches it as text.
 */
export function createSearchUnderstanding<T extends CityLike>(towns: readonly T[]): (text: string | null | undefined) => SearchUnderstanding<T> | null {
  const prepared = towns.map((town) => ({
    town,
    names: townSearchNames(town.name),
    zip: normalizeSearchText(town.zip),
    phrases: [...townSearchNames(town.name), normalizeSearchText(town.zip)].filter((n) => n !== '').map((n) => n.split(' ')),
  }));
  // Towns by their whole name or zip, longest names first ('de haan' before a word 'de').
  const townPhrases = prepared.flatMap((p) => p.phrases.map((words) => ({ p, words }))).sort((a, b) => b.words.length - a.words.length);

  return (text) => {
    const words = searchWords(text ?? '');
    if (words.length === 0) return null;
    const read = words.map(() => false);
    const named = new Set<T>();
    for (const { p, words: name } of townPhrases) {
      for (let at = 0; at < words.length; at++) if (readAt(words, read, at, name, (a, b) => a === b)) named.add(p.town);
    }
    let goal: ListGoal | null = null;
    const types = new Set<number>();
    const subtypes = new Set<string>();
    for (const entry of VOCABULARY) {
      for (let at = 0; at < words.length; at++) {
        if (!readAt(words, read, at, entry.words, sameWord)) continue;
        if (entry.goal) goal ??= entry.goal;
        if (entry.webId !== undefined) types.add(entry.webId);
        if (entry.subtype) subtypes.add(entry.subtype);
      }
    }
    if (goal === null && types.size === 0) return null;
    const rest = words.filter((w, i) => !read[i] && !LINK_WORDS.has(w)).join(' ');
    if (rest !== '') {
      const typing = prepared.filter((p) => matchesTownNames(p.names, p.zip, rest));
      if (typing.length === 0) return null;
      for (const p of typing) named.add(p.town);
    }
    return {
      goal,
      types: PROPERTY_CATEGORIES.map((c) => c.webId).filter((id) => types.has(id)),
      subtypes: [...subtypes],
      towns: towns.filter((t) => named.has(t)),
    };
  };
}

/** One reading (for many texts over the same towns, prepare once with createSearchUnderstanding). */
export function understandSearchQuery<T extends CityLike>(text: string | null | undefined, towns: readonly T[]): SearchUnderstanding<T> | null {
  return createSearchUnderstanding(towns)(text);
}
