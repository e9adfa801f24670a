import type { Core } from '@strapi/strapi';
import { isLocale, DEFAULT_LOCALE } from '@coast/domain';
import { storedFile } from './document-files';

/** The newest this many of each kind: a listing's page stays small and fast whatever its history. */
const MAX_ROWS = 200;

export interface Viewing {
  readonly startsAt: string;
  readonly status: string;
  readonly feedback: string;
}

export interface Communication {
  readonly occurredAt: string;
  readonly type: string;
  readonly contact: string;
  /** Staff's subject; for a request through the site, null and `form` says which form. */
  readonly subject: string | null;
  readonly form: string | null;
  readonly comment: string;
  readonly status: string;
}

export interface Publication {
  readonly medium: string;
  readonly url: string;
  readonly publishedOn: string | null;
}

export interface Source {
  /** 'form': one of the site's forms (id: the form); 'other': a source staff set on a communication. */
  readonly kind: 'form' | 'other';
  readonly id: string;
  readonly count: number;
}

export interface OwnerDocumentInfo {
  readonly documentId: string;
  readonly title: string;
  readonly kind: string;
  readonly type: string;
  readonly size: number;
  readonly addedAt: string;
}

export interface Broker {
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
  /** The media library's photo (public: the team page shows it too). */
  readonly photo: {
    readonly documentId: string;
    readonly url: string;
    readonly alternativeText: string;
    readonly width: number | null;
    readonly height: number | null;
    readonly mime: string;
  } | null;
}

export interface ListingRecords {
  readonly viewings: readonly Viewing[];
  readonly communications: readonly Communication[];
  readonly publications: readonly Publication[];
  readonly sources: readonly Source[];
  readonly documents: readonly OwnerDocumentInfo[];
  readonly broker: Broker | null;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A visitor's request is open until staff mark it handled. */
const requestStatus = (status: unknown) => (status === 'handled' ? 'handled' : 'open');

/**
 * Everything the owner portal shows of one listing (by its row id) besides the views: what
 * staff recorded (viewings, communications, online media, documents), the requests the site's forms
 * stored about it (as communications of type 'website', counted by form in the sources), and its agent.
 * Of a visitor's request the owner sees the date, the form, the name and the status: the visitor's
 * e-mail, phone and message stay with the agency.
 */
export async function listingRecords(strapi: Core.Strapi, listingRowId: number, localeWanted: unknown): Promise<ListingRecords> {
  const where = { listing: { id: listingRowId } };
  const [viewings, staffCommunications, requests, publications, documents, broker] = await Promise.all([
    strapi.db
      .query('api::listing-viewing.listing-viewing')
      .findMany({ where, select: ['startsAt', 'viewingStatus', 'feedback'], orderBy: { startsAt: 'desc' }, limit: MAX_ROWS }),
    strapi.db.query('api::listing-communication.listing-communication').findMany({
      where,
      select: ['occurredAt', 'type', 'contact', 'subject', 'comment', 'communicationStatus', 'source'],
      orderBy: { occurredAt: 'desc' },
      limit: MAX_ROWS,
    }),
    strapi.db
      .query('api::submission.submission')
      .findMany({ where, select: ['form', 'name', 'state', 'submittedAt'], orderBy: { submittedAt: 'desc' }, limit: MAX_ROWS }),
    strapi.db
      .query('api::listing-publication.listing-publication')
      .findMany({ where, select: ['medium', 'url', 'publishedOn'], orderBy: { medium: 'asc' }, limit: MAX_ROWS }),
    strapi.db
      .query('api::owner-document.owner-document')
      .findMany({ where, select: ['documentId', 'title', 'kind', 'file', 'createdAt'], orderBy: { createdAt: 'desc' }, limit: MAX_ROWS }),
    listingBroker(strapi, listingRowId, isLocale(localeWanted) ? localeWanted : DEFAULT_LOCALE),
  ]);

  const communications: Communication[] = [
    ...staffCommunications.map((c) => ({
      occurredAt: iso(c.occurredAt),
      type: str(c.type),
      contact: str(c.contact),
      subject: str(c.subject),
      form: null,
      comment: str(c.comment),
      status: str(c.communicationStatus),
    })),
    ...requests.map((r) => ({
      occurredAt: iso(r.submittedAt),
      type: 'website',
      contact: str(r.name),
      subject: null,
      form: str(r.form),
      comment: '',
      status: requestStatus(r.state),
    })),
  ].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));

  const counts = new Map<string, Source>();
  const count = (kind: Source['kind'], id: string) => {
    const key = `${kind}:${id}`;
    counts.set(key, { kind, id, count: (counts.get(key)?.count ?? 0) + 1 });
  };
  for (const r of requests) count('form', str(r.form));
  for (const c of staffCommunications) if (c.source) count('other', str(c.source));

  return {
    viewings: viewings.map((v) => ({ startsAt: iso(v.startsAt), status: str(v.viewingStatus), feedback: str(v.feedback) })),
    communications: communications.slice(0, MAX_ROWS),
    publications: publications.map((p) => ({ medium: str(p.medium), url: str(p.url), publishedOn: p.publishedOn ? String(p.publishedOn).slice(0, 10) : null })),
    sources: [...counts.values()].sort((a, b) => b.count - a.count || a.id.localeCompare(b.id)),
    documents: documents.flatMap((d) => {
      const file = storedFile(d.file);
      return file
        ? [{ documentId: str(d.documentId), title: str(d.title), kind: str(d.kind), type: file.type, size: file.size, addedAt: iso(d.createdAt) }]
        : [];
    }),
    broker,
  };
}

/** The team member in charge of the listing, in the portal's language (else any published one): work details only. */
async function listingBroker(strapi: Core.Strapi, listingRowId: number, locale: string): Promise<Broker | null> {
  const row = (await strapi.db.query('api::property.property').findOne({ where: { id: listingRowId }, populate: { manager: { select: ['documentId'] } } })) as {
    manager?: { documentId?: string } | null;
  } | null;
  const documentId = row?.manager?.documentId;
  if (!documentId) return null;
  const members = strapi.documents('api::team-member.team-member');
  const member =
    (await members.findOne({ documentId, locale, status: 'published', populate: ['photo'] })) ??
    (await members.findFirst({ filters: { documentId }, locale: DEFAULT_LOCALE, status: 'published', populate: ['photo'] }));
  if (!member) return null;
  const photo = member.photo as
    { documentId?: string; url?: string; alternativeText?: string | null; width?: number | null; height?: number | null; mime?: string } | null | undefined;
  return {
    name: str(member.name),
    role: str(member.role),
    email: str(member.email),
    phone: str(member.phone),
    photo: photo?.url
      ? {
          documentId: str(photo.documentId),
          url: photo.url,
          alternativeText: photo.alternativeText ?? '',
          width: photo.width ?? null,
          height: photo.height ?? null,
          mime: str(photo.mime),
        }
      : null,
  };
}
