import type { Core } from '@strapi/strapi';
import { DOCUMENT_KIND_LABELS, documentFormat, documentKind, formatFileSize, type Locale, type PublicDocument } from '@coast/domain';
import type { FormsConfig } from './config';
import { documentLinkUrl, documentRef, listingPublicDocuments } from './document-links';
import { listingText, type RequestListing } from './listing';
import type { MailDraft, StoredRequest } from './stored-request';
import { renderMail } from './render-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a document request is answered without being stored. */
export type DocumentRequestAnswer = 'noDocuments' | 'alreadyRequested';

/**
 * Before a document request is stored: a listing without public documents has nothing to send; an
 * address that asked for this listing's documents within the links' validity already has working links
 * (no second submission, no second mail).
 */
export async function documentRequestAnswer(
  strapi: Core.Strapi,
  config: FormsConfig,
  email: string,
  listing: RequestListing | null,
): Promise<DocumentRequestAnswer | null> {
  if (!listing || !(await listingPublicDocuments(strapi, listing.externalId)).length) return 'noDocuments';
  const since = new Date(Date.now() - config.documentLinkDays * DAY_MS).toISOString();
  const earlier = await strapi.db.query('api::submission.submission').findOne({
    where: { form: 'document-request', listing: { id: listing.id }, email: { $eqi: email }, submittedAt: { $gt: since } },
    select: ['id'],
  });
  return earlier ? 'alreadyRequested' : null;
}

/** One document in the mail: its name in the visitor's language, format and size when known, its link below. */
function documentLines(document: PublicDocument, url: string, locale: Locale): string {
  const kind = documentKind(document.name);
  const name = kind ? DOCUMENT_KIND_LABELS[kind][locale] : document.name;
  const file = [documentFormat(document.url), document.size === null ? null : formatFileSize(document.size, locale)].filter(Boolean).join(', ');
  return `- ${name}${file ? ` (${file})` : ''}\n  ${url}`;
}

const dayText = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(`${locale}-BE`, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(date);

/** The visitor's mail: each public document of the listing with a signed link that expires (forms/document-links.ts). */
export async function documentLinksMail(strapi: Core.Strapi, request: StoredRequest, config: FormsConfig): Promise<MailDraft> {
  const locale = request.locale;
  const fields = request.fields;
  const name = [fields.firstName, fields.lastName].filter((v) => typeof v === 'string' && v).join(' ');
  const email = typeof fields.email === 'string' ? fields.email : '';
  const expiresAt = new Date(request.submittedAt.getTime() + config.documentLinkDays * DAY_MS);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const externalId = request.listing?.externalId ?? 0;
  const documents = await listingPublicDocuments(strapi, externalId);
  const urls = documents.map((d) => documentLinkUrl(config.siteUrl, locale, { listing: externalId, ref: documentRef(d.url), expires }, config.linkSecret));
  const lines = documents.map((d, i) => documentLines(d, urls[i]!, locale));
  const mail = await renderMail(strapi, 'document-links', locale, {
    name,
    listing: listingText(request.listing, config.siteUrl, locale),
    documents: lines.join('\n\n'),
    expires: dayText(new Date(expires * 1000), locale),
    agency: config.agencyName,
  });
  return {
    kind: 'document-links',
    language: locale,
    toAddress: email,
    toName: name || null,
    replyToAddress: config.agencyEmail,
    replyToName: config.agencyName,
    ...mail,
    secrets: urls.map((url) => new URL(url).searchParams.get('sig') ?? ''),
  };
}
