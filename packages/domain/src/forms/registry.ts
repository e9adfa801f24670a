import { contactSchema } from './schemas/contact';
import { documentRequestSchema } from './schemas/document-request';
import { newsletterSchema } from './schemas/newsletter';
import { forgotPasswordSchema, ownerLoginSchema, passwordResetSchema, registrationSchema } from './schemas/owner-account';
import { purchaseOfferSchema } from './schemas/purchase-offer';
import { rentalApplicationSchema } from './schemas/rental-application';
import { rentalAppointmentSchema } from './schemas/rental-appointment';
import { searchRegistrationSchema } from './schemas/search-registration';
import { sendToFriendSchema } from './schemas/send-to-friend';
import { testimonialSchema } from './schemas/testimonial';
import { valuationSchema } from './schemas/valuation';
import { visitRequestSchema } from './schemas/visit-request';

/** Every form by id, so a server endpoint can re-check any form with the browser's schema. */
export const FORM_SCHEMAS = {
  contact: contactSchema,
  visitRequest: visitRequestSchema,
  documentRequest: documentRequestSchema,
  valuation: valuationSchema,
  searchRegistration: searchRegistrationSchema,
  sendToFriend: sendToFriendSchema,
  testimonial: testimonialSchema,
  rentalApplication: rentalApplicationSchema,
  rentalAppointment: rentalAppointmentSchema,
  purchaseOffer: purchaseOfferSchema,
  ownerLogin: ownerLoginSchema,
  forgotPassword: forgotPasswordSchema,
  passwordReset: passwordResetSchema,
  registration: registrationSchema,
  newsletter: newsletterSchema,
} as const;

export type FormId = keyof typeof FORM_SCHEMAS;

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && Object.hasOwn(FORM_SCHEMAS, value);
}
