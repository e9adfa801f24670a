import { contactSchema } from './schemas/contact';
import { documentRequestSchema } from './schemas/document-request';
import { listingRequestSchema } from './schemas/listing-request';
import { newBuildSchema } from './schemas/new-build';
import { newsletterSchema } from './schemas/newsletter';
import { forgotPasswordSchema, ownerLoginSchema, passwordResetSchema, registrationSchema } from './schemas/owner-account';
import { purchaseOfferSchema } from './schemas/purchase-offer';
import { rentalApplicationSchema } from './schemas/rental-application';
import { rentalAppointmentSchema } from './schemas/rental-appointment';
import { searchRegistrationSchema } from './schemas/search-registration';
import { sendToFriendSchema } from './schemas/send-to-friend';
import { testimonialSchema } from './schemas/testimonial';
import { valuationSchema } from './schemas/valuation';

/**
 * Every form by its id, so a server endpoint re-checks any form with the browser's schema. The ids are
 * the spec's (kebab-case), one spelling everywhere: a contact module's `form` (site/contact-forms.ts),
 * the thank-you path `/feedback/{id}/`, the endpoint `/api/forms/{id}`, a stored submission's form.
 */
export const FORM_SCHEMAS = {
  'site-contact': contactSchema,
  'contact-me': listingRequestSchema,
  'contact-demand': valuationSchema,
  'contact-construction': newBuildSchema,
  'demand-register': searchRegistrationSchema,
  'send-to-friend': sendToFriendSchema,
  'sign-newsletter': newsletterSchema,
  testimonial: testimonialSchema,
  'document-request': documentRequestSchema,
  'contact-appointment': rentalAppointmentSchema,
  'rental-application': rentalApplicationSchema,
  'purchase-offer': purchaseOfferSchema,
  'owner-login': ownerLoginSchema,
  'forgot-password': forgotPasswordSchema,
  'password-reset': passwordResetSchema,
  registration: registrationSchema,
} as const;

export type FormId = keyof typeof FORM_SCHEMAS;

export const FORM_IDS = Object.keys(FORM_SCHEMAS) as FormId[];

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && Object.hasOwn(FORM_SCHEMAS, value);
}
