import type { FormId } from '../forms/form-ids';

/**
 * The forms a contact module can show, spelled as the spec spells them: the
 * same ids are the CMS module's `form` values and the thank-you paths `/feedback/{id}/`. (Strapi's
 * GraphQL writes `-` as `_` in enum values; web/src/cms turns them back into these ids.)
 */
export const CONTACT_FORMS = [
  'site-contact',
  'contact-demand',
  'demand-register',
  'owner-login',
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'send-to-friend',
  'sign-newsletter',
  'testimonial',
  'purchase-offer',
  'rental-application',
] as const satisfies readonly FormId[];

export type ContactForm = (typeof CONTACT_FORMS)[number];

export function isContactForm(value: unknown): value is ContactForm {
  return typeof value === 'string' && (CONTACT_FORMS as readonly string[]).includes(value);
}

/** A form id from its GraphQL enum spelling (`contact_me`), or null. */
export function contactFormFromEnum(value: string | null | undefined): ContactForm | null {
  const id = value?.replaceAll('_', '-');
  return isContactForm(id) ? id : null;
}
