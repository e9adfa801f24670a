/**
 * The menu pages the code itself links to, by their `key` (a CMS menu page's key is otherwise free):
 * the lists, the contact and valuation pages, the search registration, the owner login, the cookie policy
 * (linked from the cookie dialog), the Tips page (a listing's planning items link to it for the abbreviations),
 * and the pages a listing's buttons open with `?property=`: the purchase offer, the visit booking and the
 * rental application; the favourites page (the header's counter links to it) and the renovation
 * cost calculator (a listing with label E or F links to it with its data filled in); the projects page (a project's page lives below it).
 */
export const PAGE_KEYS = {
  forSale: 'for-sale',
  forRent: 'for-rent',
  contact: 'contact',
  valuation: 'contact-demand',
  searchRegistration: 'demand-register',
  ownerLogin: 'login',
  cookiePolicy: 'cookie-policy',
  tips: 'tips',
  purchaseOffer: 'purchase-offer',
  appointment: 'contact-appointment',
  rentalApplication: 'rental-application',
  favourites: 'favourites',
  renovationCalculator: 'renovation-calculator',
  /** The new-build projects: its project-list module, and each project's page below it. */
  projects: 'projects',
} as const;

export type PageKey = (typeof PAGE_KEYS)[keyof typeof PAGE_KEYS];

/** The list page of a goal. */
export const LIST_PAGE_OF_GOAL = { sale: PAGE_KEYS.forSale, rent: PAGE_KEYS.forRent } as const;
