/** The home search's inputs and result groups, apart from the search so the index and its callers share them. */
export interface SearchTypeInput {
  readonly webId: number;
  readonly name: string;
  readonly countSale: number;
  readonly countRent: number;
}

export interface SearchCityInput {
  readonly name: string;
  readonly zip: string | number;
  /** Listings in this city (PropertyCount). */
  readonly count: number;
  readonly countSale?: number;
  readonly countRent?: number;
}

export interface SearchListingInput {
  /** The listing's id: the feed's reference. */
  readonly externalId: number;
  readonly typeDescription?: string | null;
  readonly mainTypeName?: string | null;
  readonly thumbnail?: string | null;
  readonly city?: string | null;
  readonly zip?: string | number | null;
  /** The listing's property type (WebID): a query naming the type finds it, in any language. */
  readonly webId?: number | null;
  /** 'sale' or 'rent' (another goal counts as neither): a text saying 'te koop' or 'à louer' keeps its goal's listings. */
  readonly goal?: string | null;
}

export interface SearchTypeResult extends SearchTypeInput {
  /** False when there is nothing for sale or rent: shown greyed and not linked. */
  readonly enabled: boolean;
  readonly saleEnabled: boolean;
  readonly rentEnabled: boolean;
}

export interface SearchCityResult extends SearchCityInput {
  /** 'Oostende [8400]'. */
  readonly label: string;
  readonly enabled: boolean;
}

export type SearchListingResult<P extends SearchListingInput = SearchListingInput> = Omit<P, 'typeDescription'> & {
  /** 'Ref: 4512345'. */
  readonly label: string;
  /** Stripped of HTML and cut to 100 characters. */
  readonly typeDescription: string;
  /** A listing always links to its page. */
  readonly enabled: true;
  /** The listing as it was given (its whole type description builds its URL). */
  readonly source: P;
};

export interface HomeSearchResults<P extends SearchListingInput = SearchListingInput> {
  readonly types: SearchTypeResult[];
  readonly cities: SearchCityResult[];
  readonly listings: SearchListingResult<P>[];
}
