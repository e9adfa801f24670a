import {
  feedValue,
  type Goal,
  type HomeSearchResults,
  type Locale,
  type SearchCityResult,
  type SearchListingResult,
  type SearchTypeResult,
} from '@coast/domain';
import type { AnswerListing, AnswerOption, AnswerProject, AnswerRow, AnswerThumbnail, SearchAnswer } from './answer-types';
import { matchProjects } from './match-projects';
import type { IndexedListing, SearchIndexes } from './listing-index';
import { searchTexts } from './texts';

type ListGoal = Extract<Goal, 'sale' | 'rent'>;

/** What the answer is built with besides the index: the visitor's language, the site's pages and settings. */
export interface AnswerContext {
  readonly locale: Locale;
  /** Counts on the choices (the site configuration's showSearchCount and showCountProperty, as the buttons). */
  readonly showCounts: boolean;
  /** The for-sale and for-rent list pages in the language; null where the site has none (no link). */
  readonly listPath: Readonly<Record<ListGoal, string | null>>;
  /** A listing's canonical page. */
  readonly listingPath: (listing: IndexedListing) => string;
  /** The thumbnail's optimised image (next/image); null: none. */
  readonly thumbnail: (url: string) => AnswerThumbnail | null;
  /** The published new-build projects with their page in the language (matched by name and town). */
  readonly projects: readonly SearchableProject[];
}

export interface SearchableProject {
  readonly name: string;
  readonly city: string;
  readonly zip: string;
  readonly href: string;
}

const GOALS: readonly ListGoal[] = ['sale', 'rent'];

/**
 * The JSON of the search panel for a query: types and towns with a for-sale and a for-rent choice each
 * (greyed and not linked at zero; counts only where the configuration shows them), the new-build
 * projects the query names, and listings. An
 * empty query gives what the panel lists before anything is typed (every type, the biggest towns).
 */
export function searchAnswer(indexes: SearchIndexes, query: string, context: AnswerContext): SearchAnswer {
  const { locale, showCounts, listPath } = context;
  const tx = (key: Parameters<typeof searchTexts>[1], ...values: Array<string | number>) => searchTexts(locale, key, ...values);
  const index = indexes.byLocale[locale];
  const results: HomeSearchResults<IndexedListing> = query === '' ? index.browse() : index.search(query);

  const option = (key: string, title: string, goal: ListGoal, count: number, param: string): AnswerOption => {
    const list = listPath[goal];
    const text = showCounts ? tx(goal === 'sale' ? 'forSaleCount' : 'forRentCount', count) : tx(goal === 'sale' ? 'forSale' : 'forRent');
    return {
      key: `${key}-${goal}`,
      text,
      label: tx('optionLabel', title, text),
      href: count > 0 && list ? `${list}?${param}` : null,
    };
  };
  const typeRow = (type: SearchTypeResult): AnswerRow => {
    const offers = indexes.offers.get(type.webId) ?? { sale: true, rent: true };
    const counts = { sale: type.countSale, rent: type.countRent };
    return {
      key: `type-${type.webId}`,
      title: type.name,
      options: GOALS.filter((goal) => offers[goal]).map((goal) => option(`type-${type.webId}`, type.name, goal, counts[goal], `type=${type.webId}`)),
    };
  };
  const townRow = (town: SearchCityResult, i: number): AnswerRow => {
    const counts = { sale: town.countSale ?? 0, rent: town.countRent ?? 0 };
    const param = new URLSearchParams({ city: town.name.toLowerCase() }).toString();
    return { key: `town-${i}`, title: town.label, options: GOALS.map((goal) => option(`town-${i}`, town.label, goal, counts[goal], param)) };
  };
  const listing = (found: SearchListingResult<IndexedListing>): AnswerListing => {
    // The feed's type in the page language where the site knows it ('Rijwoning' is 'Reihenhaus' on a
    // German page), as the listing's card and page show it; a free description stays as written, marked
    // with the feed's language.
    const description = feedValue(found.typeDescription || found.mainTypeName, locale) ?? { text: '', lang: locale };
    return {
      key: `listing-${found.externalId}`,
      description: description.text,
      ...(description.lang !== locale ? { descriptionLang: description.lang } : {}),
      ref: found.label,
      href: context.listingPath(found.source),
      thumbnail: found.thumbnail ? context.thumbnail(found.thumbnail) : null,
    };
  };
  return {
    query,
    types: results.types.map(typeRow),
    towns: results.cities.map(townRow),
    projects: matchProjects(context.projects, query).map((p, i): AnswerProject => ({
      key: `project-${i}`,
      name: p.name,
      place: [p.zip, p.city].filter(Boolean).join(' '),
      href: p.href,
    })),
    listings: results.listings.map(listing),
  };
}
