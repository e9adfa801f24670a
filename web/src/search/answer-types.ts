/**
 * The search answer endpoint's JSON (GET /api/search/answer/?q=&lang=), read by the panel island. Every
 * text is in the visitor's language and every link built on the server, so the island only draws it.
 */
import type { Locale } from '@coast/domain';

/** One choice of a type or a town: its list for sale or for rent. */
export interface AnswerOption {
  /** Unique in the answer: the option's DOM id is made from it. */
  readonly key: string;
  /** What the chip shows: '40 te koop', or 'te koop' when counts are switched off. */
  readonly text: string;
  /** What a screen reader says: 'Huis: 40 te koop' (the chip's text with what it is of). */
  readonly label: string;
  /** The list with type= or city=; null when nothing is listed (greyed, not a link). */
  readonly href: string | null;
}

/** A type or a town ('Gistel [8470]') with its for-sale and for-rent choices. */
export interface AnswerRow {
  readonly key: string;
  readonly title: string;
  readonly options: readonly AnswerOption[];
}

export interface AnswerThumbnail {
  readonly src: string;
  readonly srcSet: string | undefined;
  readonly width: number;
  readonly height: number;
}

/** A listing: its thumbnail, type description cut to 100 characters and 'Ref: ID', linking to its page. */
export interface AnswerListing {
  readonly key: string;
  readonly description: string;
  /** The description's language where it is not the page's (a feed text the site has no word for). */
  readonly descriptionLang?: Locale;
  readonly ref: string;
  readonly href: string;
  readonly thumbnail: AnswerThumbnail | null;
}

/** A new-build project the query names (by its name or town), linking to its page. */
export interface AnswerProject {
  readonly key: string;
  readonly name: string;
  /** '8400 Oostende'. */
  readonly place: string;
  readonly href: string;
}

export interface SearchAnswer {
  /** The query as it was matched (trimmed). */
  readonly query: string;
  readonly types: readonly AnswerRow[];
  readonly towns: readonly AnswerRow[];
  readonly projects: readonly AnswerProject[];
  readonly listings: readonly AnswerListing[];
}

/** Longer queries are refused (400): no reference, type or town is that long. */
export const MAX_QUERY_LENGTH = 100;

/** The endpoint's path (the site's paths end in '/'). */
export const ANSWER_PATH = '/api/search/answer/';
