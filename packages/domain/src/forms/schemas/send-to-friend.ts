import * as z from '../zod';
import { consentField, emailField, honeypotField, message, optionalLine, optionalPropertyIdField, optionalText, requiredText } from '../fields';

/** The longest note a visitor may add to a page sent to a friend (the mail is a fixed template around it). */
export const FRIEND_MESSAGE_MAX = 500;

/** A path on the site itself ('/nl/te-koop/'): never another host, never a scheme. */
const sitePathField = () =>
  z
    .string(message('invalid'))
    .trim()
    .max(300, message('tooLong'))
    .regex(/^\/(?!\/)[A-Za-z0-9\-._~%/]*$/, message('invalid'))
    .optional();

/**
 * Send a page to a friend: sender's name and e-mail, the friend's e-mail (required and valid), a short
 * note, and what is shared: a listing (propertyId) or a page of the site (pagePath). The link in the
 * mail is built by the server from these, never taken as a URL from the visitor.
 */
export const sendToFriendSchema = z.object({
  senderName: requiredText(100),
  senderEmail: emailField(),
  friendName: optionalLine(100),
  friendEmail: emailField(),
  message: optionalText(FRIEND_MESSAGE_MAX),
  propertyId: optionalPropertyIdField(),
  pagePath: sitePathField(),
  consent: consentField(),
  website: honeypotField(),
});
