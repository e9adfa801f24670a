import { civilityField, consentField, emailField, honeypotField, optionalLine, optionalText, phoneField, requiredText, zipField } from '../fields';
import type { FormMessageKey } from '../messages';

/** The person who fills in a form: civility, first and last name, e-mail, phone, all required. */
export const personShape = () => ({
  title: civilityField(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
  phone: phoneField(),
});

/** A postal address; `emptyKey` is the message for a missing part ('addressRequired' for a property). */
export const addressShape = (emptyKey: FormMessageKey = 'required') => ({
  street: requiredText(150, emptyKey),
  houseNumber: requiredText(15, emptyKey),
  box: optionalLine(15),
  zip: zipField(emptyKey),
  city: requiredText(100, emptyKey),
  country: optionalLine(100),
});

/** Fields every public form carries: free remarks, the visitor's consent and the honeypot. */
export const publicFormShape = () => ({
  remarks: optionalText(),
  consent: consentField(),
  website: honeypotField(),
});
