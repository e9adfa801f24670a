import type { ContactForm, Locale } from '@coast/domain';
import { homePath, pagePath, type PathTable } from './path-table';

/**
 * Where a form ends: its thank-you page ('/feedback/{form}/', key 'feedback-{form}') in a language, or
 * null when the CMS has none for that form (the form then says thank you itself).
 */
export function thankYouPath(table: PathTable, form: ContactForm, locale: Locale): string | null {
  const page = table.pages.find((p) => p.key === `feedback-${form}`);
  return page ? pagePath(page, locale) : null;
}

/** The thank-you page, else the home page. */
export const thankYouOrHome = (table: PathTable, form: ContactForm, locale: Locale) => thankYouPath(table, form, locale) ?? homePath(table, locale);
