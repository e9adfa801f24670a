import { DOCUMENT_KIND_LABELS, documentFormat, documentKind, formatFileSize, type Locale } from '@coast/domain';
import type { ListingDocument } from '@/cms/types';
import { formTexts } from '@/modules/contact/form/texts';
import { DocumentRequest } from './document-request';
import { mediaTexts } from './media-texts';

/** 'PDF · 1,2 MB', 'PDF', '1,2 MB' or '' from what is known of a document. */
function fileLine(document: ListingDocument, locale: Locale): string {
  const size = document.size === null ? null : formatFileSize(document.size, locale);
  return [documentFormat(document.url), size].filter(Boolean).join(' · ');
}

/**
 * A listing's public documents (only those @coast/domain publicDocuments lets through ever reach the
 * page): each a link named by its type in the page language, with its format and size when known; then
 * the request to receive them by e-mail.
 */
export function ListingDocuments({ documents, locale, externalId }: { documents: readonly ListingDocument[]; locale: Locale; externalId: number }) {
  if (!documents.length) return null;
  return (
    <section className="listing-documents" aria-labelledby="listing-documents-title">
      <h2 id="listing-documents-title">{mediaTexts(locale, 'documentsTitle')}</h2>
      <ul className="listing-documents__list">
        {/* Keyed by place: a server-rendered list never reorders, and a key is written into the page too. */}
        {documents.map((document, index) => {
          const kind = documentKind(document.name);
          const label = kind ? DOCUMENT_KIND_LABELS[kind][locale] : document.name;
          const file = fileLine(document, locale);
          const pdf = documentFormat(document.url) === 'PDF';
          return (
            <li key={index} className="listing-documents__item" {...(kind ? { 'data-document-kind': kind } : {})}>
              <a href={document.url} {...(pdf ? { type: 'application/pdf' } : {})} rel="noopener noreferrer" className="listing-documents__link">
                <span className="listing-documents__name">{label}</span>
                {file ? (
                  <>
                    {' '}
                    <span className="listing-documents__file">{file}</span>
                  </>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
      <DocumentRequest
        locale={locale}
        externalId={externalId}
        summary={formTexts(locale, 'requestDocuments')}
        intro={formTexts(locale, 'requestDocumentsIntro')}
      />
    </section>
  );
}
