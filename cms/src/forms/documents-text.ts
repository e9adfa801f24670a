import { fieldLabel, formatFileSize, UPLOAD_TYPES, type Locale, type Localized } from '@coast/domain';
import type { StoredDocument } from '../uploads/storage';

/** Said under the documents in the agency's notification: the files are not attached, and where they are. */
const NOT_ATTACHED: Localized = {
  nl: 'Niet als bijlage meegestuurd: open de aanvraag in de beheeromgeving om ze te downloaden.',
  fr: 'Non joints à cet e-mail : ouvrez la demande dans l’administration pour les télécharger.',
  en: 'Not attached to this mail: open the request in the admin to download them.',
  de: 'Nicht an diese E-Mail angehängt: Öffnen Sie die Anfrage in der Verwaltung, um sie herunterzuladen.',
};

/**
 * The documents of a request as lines of a mail: each file's name, kind and size. Files are never
 * attached (a mail box is no place for a tenant's payslips, and a mail's size is bounded): the agency's
 * notification says they are in the admin, with the request's address there when the CMS knows its own.
 */
export function documentsText(
  documents: readonly StoredDocument[] | undefined,
  locale: Locale,
  audience: 'agency' | 'visitor',
  adminUrl: string | null,
): string {
  if (!documents?.length) return '';
  const lines = documents.map((d) => `- ${d.name} (${UPLOAD_TYPES[d.type].label}, ${formatFileSize(d.size, locale) ?? d.size})`);
  const note = audience === 'agency' ? [NOT_ATTACHED[locale], ...(adminUrl ? [adminUrl] : [])] : [];
  return ['', '', `${fieldLabel('documents', locale)}:`, ...lines, ...note].join('\n');
}
