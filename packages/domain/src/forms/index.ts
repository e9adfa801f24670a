export {
  FORM_MESSAGE_KEYS,
  FORM_MESSAGES,
  CHECK_FIELDS_MESSAGE,
  PASSWORD_MIN_LENGTH,
  isFormMessageKey,
  formErrorMessage,
  checkFieldsMessage,
} from './messages';
export type { FormMessageKey } from './messages';
export { isCommonPassword } from './common-passwords';
export { parseNumberInput, parseBooleanInput, parseListInput, parseDateInput, isValidPhone, isValidZip } from './parse-input';
export { CIVILITIES } from './fields';
export { APPOINTMENT_HORIZON_DAYS, agencyToday, addDays, appointmentDateRange, appointmentDateProblem } from './appointment-dates';
export type { Civility } from './fields';
export { CONTACT_PREFERENCES, contactSchema } from './schemas/contact';
export { LISTING_REQUESTS, listingRequestSchema } from './schemas/listing-request';
export { newBuildSchema } from './schemas/new-build';
export { documentRequestSchema } from './schemas/document-request';
export { VALUATION_PURPOSES, valuationSchema } from './schemas/valuation';
export { SEARCH_GOALS, SEARCH_ALERT_FREQUENCIES, searchRegistrationSchema, searchCriteriaSchema } from './schemas/search-registration';
export type { SearchGoal, SearchAlertFrequency } from './schemas/search-registration';
export { FRIEND_MESSAGE_MAX, sendToFriendSchema } from './schemas/send-to-friend';
export { testimonialSchema } from './schemas/testimonial';
export { rentalApplicationSchema } from './schemas/rental-application';
export { rentalAppointmentSchema } from './schemas/rental-appointment';
export { offerPersonSchema, purchaseOfferSchema } from './schemas/purchase-offer';
export { ownerLoginSchema, forgotPasswordSchema, passwordResetSchema, registrationSchema } from './schemas/owner-account';
export type { OwnerLoginFormInput, ForgotPasswordFormData, PasswordResetFormData } from './schemas/owner-account';
export { newsletterSchema } from './schemas/newsletter';
export { FORM_SCHEMAS, FORM_IDS, isFormId } from './registry';
export {
  SUBMITTABLE_FORMS,
  LISTING_ONLY_FORMS,
  SUBMISSION_STATUSES,
  FORM_BODY_MAX_BYTES,
  CAPTCHA_FIELD,
  isSubmittableForm,
  statusesForForm,
  submissionEnvelopeSchema,
} from './submission';
export type { SubmittableForm, SubmissionStatus } from './submission';
export type { FormId } from './registry';
export { validateForm } from './validate';
export type { FormValidationResult } from './validate';
export {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_FORMS,
  UPLOAD_ENVELOPE_PART,
  UPLOAD_FILES_PART,
  UPLOAD_REQUEST_MAX_BYTES,
  UPLOAD_TYPES,
  UPLOAD_TYPE_IDS,
  UPLOAD_ACCEPT,
  takesUploads,
  hasUploadExtension,
  documentsProblem,
} from './uploads';
export type { UploadForm, UploadType, UploadCandidate } from './uploads';
export { FIELD_NAMES, FIELD_LABELS, CHOICE_LABELS, FORM_NAMES, describeFieldValue, fieldLabel } from './labels';
export type { FieldName } from './labels';
export { SEARCH_MAX_ZONES, SEARCH_ZONE_MAX_LENGTH, SEARCH_MAX_PRICE, SEARCH_MAX_BEDROOMS, SEARCH_MAX_PLOT } from './search-limits';
export { SEARCH_CRITERIA_FIELDS } from './search-criteria-fields';
