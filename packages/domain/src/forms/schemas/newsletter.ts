import * as z from '../zod';
import { consentField, emailField, honeypotField, optionalLine } from '../fields';

/** Newsletter sign-up: an e-mail address, optionally a name, and consent (confirmed later by a link in a mail). */
export const newsletterSchema = z.object({
  email: emailField(),
  firstName: optionalLine(100),
  lastName: optionalLine(100),
  consent: consentField(),
  website: honeypotField(),
});
