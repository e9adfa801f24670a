import { z } from 'zod';
import { emailField, honeypotField, optionalPropertyIdField, optionalText, requiredText } from '../fields';

/** Send a page to a friend: sender's name and e-mail, the friend's e-mail (required and valid). */
export const sendToFriendSchema = z.object({
  senderName: requiredText(100),
  senderEmail: emailField(),
  friendName: optionalText(100),
  friendEmail: emailField(),
  message: optionalText(),
  propertyId: optionalPropertyIdField(),
  website: honeypotField(),
});

export type SendToFriendFormInput = z.input<typeof sendToFriendSchema>;
export type SendToFriendFormData = z.output<typeof sendToFriendSchema>;
