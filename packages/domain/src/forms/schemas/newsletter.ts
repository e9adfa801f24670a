import { z } from 'zod';
import { emailField, honeypotField, optionalText } from '../fields';

/** Newsletter sign-up: an e-mail address, optionally a name. */
export const newsletterSchema = z.object({
  email: emailField(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  website: honeypotField(),
});

export type NewsletterFormInput = z.input<typeof newsletterSchema>;
export type NewsletterFormData = z.output<typeof newsletterSchema>;
