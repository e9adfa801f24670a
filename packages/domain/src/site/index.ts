export { CONTACT_FORMS, isContactForm, contactFormFromEnum } from './contact-forms';
export type { ContactForm } from './contact-forms';
export { PAGE_KEYS, LIST_PAGE_OF_GOAL } from './page-keys';
export type { PageKey } from './page-keys';
export { MODULE_KINDS, moduleComponent, moduleTypename, LIST_MODULE_GOALS, LIST_SORTS } from './module-kinds';
export type { ModuleKind, ListModuleGoal, ListSort } from './module-kinds';
export {
  CONSENT_CATEGORIES,
  OPTIONAL_CONSENT_CATEGORIES,
  CONSENT_CATEGORIES_VERSION,
  EMBED_KINDS,
  EMBED_CONSENT_CATEGORY,
  isConsentCategory,
  consentCategoryFromEnum,
  consentRevision,
} from './consent';
export type { ConsentCategory, OptionalConsentCategory, EmbedKind } from './consent';
export { VIEWING_STATUSES, COMMUNICATION_TYPES, COMMUNICATION_STATUSES, REQUEST_SOURCES, OWNER_DOCUMENT_KINDS } from './owner-portal';
export type { ViewingStatus, CommunicationType, CommunicationStatus, RequestSource, OwnerDocumentKind } from './owner-portal';
export { ownerRecordLabels, ownerFormLabel } from './owner-portal-labels';
export type { OwnerRecordLabels } from './owner-portal-labels';
export { ICON_NAMES } from './icons';
export type { IconName } from './icons';
