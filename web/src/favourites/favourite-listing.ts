/**
 * One favourite as /api/favourites/ answers it: what a card and the comparison show, already in the
 * asked language and format (the island carries no formatting rules). Public fields only.
 */
export interface FavouriteListing {
  /** The listing's externalId: the answer keeps the key `id`, as browsers and the front may keep an answer across a deploy. */
  readonly id: number;
  readonly href: string;
  readonly heading: string;
  /** The heading's language when it is not the page's (a feed value in Dutch). */
  readonly headingLang: string | null;
  readonly thumbnail: { readonly src: string; readonly srcSet: string | undefined; readonly width: number; readonly height: number } | null;
  /** 'Sold', 'Rented', 'For takeover', or the office's banner; null: none. */
  readonly badge: string | null;
  /** Sold or rented. */
  readonly closed: boolean;
  readonly price: string;
  readonly type: string;
  readonly town: string;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  /** m², whole. */
  readonly surfaceLiving: number | null;
  readonly surfaceGround: number | null;
  readonly surfaceGarden: number | null;
  readonly epc: { readonly text: string; readonly color: string; readonly textColor: string | undefined } | null;
  readonly epcScore: number | null;
  /** Sale: the total costs at purchase; rent: the monthly charges; formatted. */
  readonly costs: string | null;
  readonly constructionYear: number | null;
}

/** The answer: the favourites still on offer (in the asked order) and the ids no longer in the feed. */
export interface FavouritesAnswer {
  readonly listings: readonly FavouriteListing[];
  readonly gone: readonly number[];
}
