import { moduleFields } from '../modules/registry';

/**
 * The other half of the public API's decision: per content type and component of PUBLIC_FIELDS, the
 * attributes deliberately kept from visitors (why, beside PUBLIC_FIELDS). Every attribute of our own
 * types and components is in exactly one of the two lists; the CMS refuses to start otherwise
 * (access/field-decisions.ts), so a new field or module cannot go public by being forgotten.
 */
export const PRIVATE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  // Each module kind's, decided in its folder (cms/src/modules).
  ...moduleFields('private'),
  // Reverse relations: no page needs them, and they let one query loop (category -> articles -> category ...).
  'api::category.category': ['articles'],
  'api::city.city': ['properties'],
  // The exact address (public: its shown* versions) and import bookkeeping; units are read as listings.
  'api::project.project': ['street', 'houseNumber', 'boxNr', 'sourceHash', 'sourcePictureIds', 'properties'],
  // The feed's own values, of which the public ones are derived (access/listing-facts.ts), import bookkeeping, the owner.
  'api::property.property': [
    'feedPrice',
    'feedStatus',
    'removedFromFeedAt',
    'feedStreet',
    'feedHouseNumber',
    'feedBoxNr',
    'feedLatitude',
    'feedLongitude',
    'feedNotaryFees',
    'feedRegistrationRights',
    'feedVat',
    'feedTotalCosts',
    'feedDeposit',
    'feedAgencyCost',
    'feedViagerMonthlyAnnuity',
    'feedDocuments',
    'feedModifiedAt',
    'sourceHash',
    'sourcePictureIds',
    'owner',
    // The admin's label for pickers and lists (reference, type, town): staff's, not the site's.
    'label',
  ],
  'api::team-member.team-member': ['privatePhone', 'internalNotes'],
};
