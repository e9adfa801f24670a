import {
  COMMUNICATION_STATUSES,
  COMMUNICATION_TYPES,
  isFormId,
  OWNER_DOCUMENT_KINDS,
  REQUEST_SOURCES,
  VIEWING_STATUSES,
  type CommunicationStatus,
  type CommunicationType,
  type FormId,
  type Locale,
  type OwnerDocumentKind,
  type RequestSource,
  type ViewingStatus,
} from '@coast/domain';
import { cmsUrl, siteReadToken } from './env';
import type { PortalListing, PortalViews } from './owner-account';
import type { Media } from './types';

/**
 * One of the owner's listings as the portal's listing page shows it (GET /api/owner/listings/:id of the
 * CMS, which answers only for the session's owner), reshaped here: values outside the vocabularies are
 * dropped or shown as 'other', never trusted as they come.
 */
export interface PortalViewing {
  readonly startsAt: string;
  readonly status: ViewingStatus;
  readonly feedback: string;
}

export interface PortalCommunication {
  readonly occurredAt: string;
  readonly type: CommunicationType;
  readonly contact: string;
  /** Staff's subject; null for a request through one of the site's forms (`form`). */
  readonly subject: string | null;
  readonly form: FormId | null;
  readonly comment: string;
  readonly status: CommunicationStatus;
}

export interface PortalPublication {
  readonly medium: string;
  readonly url: string;
  readonly publishedOn: string | null;
}

export type PortalSource =
  { readonly kind: 'form'; readonly id: FormId; readonly count: number } | { readonly kind: 'other'; readonly id: RequestSource; readonly count: number };

export interface PortalDocument {
  readonly documentId: string;
  readonly title: string;
  readonly kind: OwnerDocumentKind;
  readonly type: string;
  readonly size: number;
  readonly addedAt: string;
}

export interface PortalBroker {
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
  readonly photo: Media | null;
}

export interface PortalListingDetails extends PortalListing {
  readonly views: PortalViews;
  readonly viewings: readonly PortalViewing[];
  readonly communications: readonly PortalCommunication[];
  readonly publications: readonly PortalPublication[];
  readonly sources: readonly PortalSource[];
  readonly documents: readonly PortalDocument[];
  readonly broker: PortalBroker | null;
}

const TIMEOUT_MS = 15_000;
type Row = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((v): v is Row => Boolean(v) && typeof v === 'object') : []);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
const httpUrl = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : null);

function headers(session: string): Record<string, string> {
  const token = siteReadToken();
  return { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-owner-session': session };
}

function toBroker(value: unknown): PortalBroker | null {
  if (!value || typeof value !== 'object') return null;
  const b = value as Row;
  const p = b.photo && typeof b.photo === 'object' ? (b.photo as Row) : null;
  return {
    name: str(b.name),
    role: str(b.role),
    email: str(b.email),
    phone: str(b.phone),
    photo:
      p && str(p.url)
        ? {
            documentId: str(p.documentId),
            url: str(p.url),
            alternativeText: str(p.alternativeText),
            width: typeof p.width === 'number' ? p.width : null,
            height: typeof p.height === 'number' ? p.height : null,
            mime: str(p.mime),
          }
        : null,
  };
}

function toSource(s: Row): PortalSource[] {
  const count = typeof s.count === 'number' ? s.count : 0;
  if (s.kind === 'form' && isFormId(s.id)) return [{ kind: 'form', id: s.id, count }];
  if (s.kind === 'other') return [{ kind: 'other', id: oneOf(REQUEST_SOURCES, s.id, 'other'), count }];
  return [];
}

/** The listing with all its sections, or null when it is not the session owner's (or the session is not valid). */
export async function portalListingDetails(session: string, externalId: number, locale: Locale): Promise<PortalListingDetails | null> {
  if (!session || !Number.isSafeInteger(externalId) || externalId <= 0) return null;
  const response = await fetch(`${cmsUrl()}/api/owner/listings/${externalId}?locale=${locale}`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: headers(session),
  });
  if (response.status !== 200) return null;
  const l = ((await response.json()) as { listing?: Row }).listing;
  if (!l || typeof l.externalId !== 'number' || !l.views) return null;
  return {
    externalId: l.externalId,
    title: str(l.title),
    city: str(l.city),
    views: l.views as PortalViews,
    viewings: rows(l.viewings).map((v) => ({ startsAt: str(v.startsAt), status: oneOf(VIEWING_STATUSES, v.status, 'planned'), feedback: str(v.feedback) })),
    communications: rows(l.communications).map((c) => ({
      occurredAt: str(c.occurredAt),
      type: oneOf(COMMUNICATION_TYPES, c.type, 'other'),
      contact: str(c.contact),
      subject: typeof c.subject === 'string' ? c.subject : null,
      form: isFormId(c.form) ? c.form : null,
      comment: str(c.comment),
      status: oneOf(COMMUNICATION_STATUSES, c.status, 'open'),
    })),
    publications: rows(l.publications).flatMap((p) => {
      const url = httpUrl(p.url);
      return url ? [{ medium: str(p.medium), url, publishedOn: typeof p.publishedOn === 'string' ? p.publishedOn : null }] : [];
    }),
    sources: rows(l.sources).flatMap(toSource),
    documents: rows(l.documents).map((d) => ({
      documentId: str(d.documentId),
      title: str(d.title),
      kind: oneOf(OWNER_DOCUMENT_KINDS, d.kind, 'other'),
      type: str(d.type),
      size: typeof d.size === 'number' ? d.size : 0,
      addedAt: str(d.addedAt),
    })),
    broker: toBroker(l.broker),
  };
}

/** One of the listing's private documents, streamed from the CMS (which checks the owner); null: refused or missing. */
export async function portalDocument(session: string, externalId: number, documentId: string): Promise<Response | null> {
  if (!session || !/^[a-z0-9]{1,64}$/.test(documentId)) return null;
  const response = await fetch(`${cmsUrl()}/api/owner/listings/${externalId}/documents/${documentId}`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: headers(session),
  });
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    return null;
  }
  return response;
}
