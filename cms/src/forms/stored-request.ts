import type { Locale, SubmittableForm } from '@coast/domain';
import type { StoredDocument } from '../uploads/storage';
import type { RequestListing } from './listing';
import type { MailKind } from './mail-kinds';

/** One mail to put in the outbox, rendered. */
export interface MailDraft {
  readonly kind: MailKind;
  readonly language: Locale;
  readonly toAddress: string;
  readonly toName: string | null;
  readonly replyToAddress: string | null;
  readonly replyToName: string | null;
  readonly subject: string;
  readonly body: string;
  /** The secrets of the mail's links: stored sealed, filled in at send time (outbox/sealed-secrets.ts). */
  readonly secrets?: readonly string[];
}

/** A submission as the handler sees it once it is valid and stored (its documentId known). */
export interface StoredRequest {
  readonly documentId: string;
  readonly form: SubmittableForm;
  readonly locale: Locale;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly listing: RequestListing | null;
  readonly submittedAt: Date;
  /** The documents sent with it (a rental application's), kept privately; mails name them, never attach them. */
  readonly documents?: readonly StoredDocument[];
}
