/**
 * Every form's id: the spec's (kebab-case), one spelling everywhere: a contact module's `form`
 * (site/contact-forms.ts), the thank-you path `/feedback/{id}/`, the endpoint `/api/forms/{id}`, a stored
 * submission's form. Apart from the schemas so the pieces the schemas use can name forms too.
 */
export const FORM_IDS = [
  'site-contact',
  'contact-me',
  'contact-demand',
  'contact-construction',
  'demand-register',
  'send-to-friend',
  'sign-newsletter',
  'testimonial',
  'document-request',
  'contact-appointment',
  'rental-application',
  'purchase-offer',
  'owner-login',
  'forgot-password',
  'password-reset',
  'registration',
] as const;

export type FormId = (typeof FORM_IDS)[number];

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORM_IDS as readonly string[]).includes(value);
}
