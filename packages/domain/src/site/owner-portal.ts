/**
 * The owner portal's vocabulary: the values staff choose in the admin for a listing's viewings,
 * communications and documents, spelled once (the CMS's enums, the portal's texts per value).
 */

/** A viewing (calendar visit) of the listing: planned, took place, or called off. */
export const VIEWING_STATUSES = ['planned', 'done', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** How a communication about the listing took place ('website': one of the site's forms). */
export const COMMUNICATION_TYPES = ['phone', 'email', 'letter', 'meeting', 'website', 'other'] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];

export const COMMUNICATION_STATUSES = ['open', 'handled'] as const;
export type CommunicationStatus = (typeof COMMUNICATION_STATUSES)[number];

/** Where a request came from, when not through the site's forms (staff set it on the communication). */
export const REQUEST_SOURCES = ['immoweb', 'zimmo', 'realo', 'sign', 'walk-in', 'phone', 'referral', 'other'] as const;
export type RequestSource = (typeof REQUEST_SOURCES)[number];

/** The kinds of the owner's private documents for a listing. */
export const OWNER_DOCUMENT_KINDS = ['mandate', 'epc', 'asbestos', 'electrical', 'soil', 'urban-planning', 'plan', 'other'] as const;
export type OwnerDocumentKind = (typeof OWNER_DOCUMENT_KINDS)[number];
