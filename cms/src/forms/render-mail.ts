import type { Core } from '@strapi/strapi';
import type { Locale } from '@coast/domain';
import { MAIL_TEMPLATES } from '../seed/content/mail-templates';
import type { MailKind } from './mail-kinds';

/** Replaces {name} placeholders; an unknown one stays as written, so a typo in a template shows. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, key: string) => (Object.prototype.hasOwnProperty.call(values, key) ? values[key] : whole));
}

/**
 * A value fit for a mail header (the subject, a display name): one line, no control characters, at most
 * 200 characters. Forms already refuse line breaks in names and subjects; this holds for template text too.
 */
export function headerText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const oneLine = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  return oneLine.replace(/\s+/g, ' ').trim().slice(0, 200);
}

export interface MailText {
  readonly subject: string;
  readonly body: string;
}

/**
 * Templates read in the last minute: a burst of requests reads each template once, not twice per
 * request. A template staff save shows at once on this instance (forgetMailTemplates, from the type's
 * lifecycle hooks) and within a minute on any other.
 */
const TEMPLATE_TTL_MS = 60_000;
const recent = new Map<string, { readonly text: MailText; readonly until: number }>();

export function forgetMailTemplates() {
  recent.clear();
}

/** A template as staff last saved it in the admin, else the seeded text. */
export async function mailTemplate(strapi: Core.Strapi, kind: MailKind, locale: Locale): Promise<MailText> {
  const key = `${kind}:${locale}`;
  const kept = recent.get(key);
  if (kept && kept.until > Date.now()) return kept.text;
  const stored = await strapi.documents('api::mail-template.mail-template').findFirst({ filters: { key: kind }, locale, fields: ['subject', 'body'] });
  const text = stored?.subject && stored.body ? { subject: stored.subject, body: stored.body } : MAIL_TEMPLATES[kind][locale];
  recent.set(key, { text, until: Date.now() + TEMPLATE_TTL_MS });
  return text;
}

/** The template filled in: a one-line subject and a plain-text body. */
export async function renderMail(strapi: Core.Strapi, kind: MailKind, locale: Locale, values: Readonly<Record<string, string>>): Promise<MailText> {
  const template = await mailTemplate(strapi, kind, locale);
  return { subject: headerText(fillPlaceholders(template.subject, values)), body: fillPlaceholders(template.body, values).replace(/\n{3,}/g, '\n\n') };
}
