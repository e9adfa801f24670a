/** Default length of a description teaser. */
export const DESCRIPTION_LIMIT = 250;

/** Length of a type description in the home search results. */
export const SEARCH_RESULT_DESCRIPTION_LIMIT = 100;

/** Appended to a text that was cut. */
export const ELLIPSIS = '...';

/** A cut may go back to a word boundary only if that keeps more than this share of the limit. */
export const WORD_BOUNDARY_MIN_SHARE = 0.8;
