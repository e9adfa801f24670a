import { FORM_IDS, isFormId, type FormId } from './form-ids';
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

/** Every form's schema by its id, so a server endpoint re-checks any form with the browser's schema. */
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
} as const satisfies Record<FormId, unknown>;

export { FORM_IDS, isFormId, type FormId };
