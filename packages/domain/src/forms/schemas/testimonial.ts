import * as z from '../zod';
import { consentField, emailField, honeypotField, numberField, optionalLine, requiredLongText, requiredText } from '../fields';

/** A testimonial: name, e-mail (not published), optional town and 1-5 rating, and the text itself. */
export const testimonialSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
  city: optionalLine(100),
  rating: numberField({ min: 1, integer: true }).refine((value) => value === undefined || value <= 5, { error: 'invalidOption' }),
  message: requiredLongText(4000),
  consent: consentField(),
  website: honeypotField(),
});
