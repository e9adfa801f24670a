import type { Core } from '@strapi/strapi';
import { LeasedWorker, PermanentFailure, type QueueRow } from '../queue/leased-worker';
import { openSecrets } from './sealed-secrets';
import type { OutboxSettings } from './settings';
import type { MailTransport } from './transport';

interface OutboxRow extends QueueRow {
  toAddress: string;
  toName: string | null;
  replyToAddress: string | null;
  replyToName: string | null;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string> | null;
  sealedSecrets: string | null;
}

/** The row's text with its links' secrets filled in; a seal that cannot be opened (another key) never will be. */
function opened(row: OutboxRow) {
  try {
    return openSecrets({ body: row.body, html: row.html, headers: row.headers }, row.sealedSecrets);
  } catch {
    throw new PermanentFailure('the sealed link secrets cannot be opened (FORM_LINK_SECRET changed?)');
  }
}

/**
 * Sends the outbox's due mails over SMTP, a few at once over pooled connections, with the queue's
 * leases and retries (queue/leased-worker.ts): a mail is never sent twice by two CMS instances, and one
 * that keeps failing is retried for 24 hours, then marked failed for staff. Links' secrets are filled in
 * here, at send time (sealed-secrets.ts).
 */
export class OutboxWorker extends LeasedWorker<OutboxRow> {
  constructor(strapi: Core.Strapi, transport: MailTransport, settings: OutboxSettings, owner?: string) {
    super(
      strapi,
      {
        uid: 'api::outbox-mail.outbox-mail',
        name: 'Outbox',
        select: ['toAddress', 'toName', 'replyToAddress', 'replyToName', 'subject', 'body', 'html', 'headers', 'sealedSecrets'],
        async deliver(row) {
          const { body, html, headers } = opened(row);
          const { messageId } = await transport.send({
            id: row.documentId,
            to: { address: row.toAddress, name: row.toName },
            replyTo: row.replyToAddress ? { address: row.replyToAddress, name: row.replyToName } : null,
            subject: row.subject,
            body,
            html,
            headers,
          });
          // Sent: the secrets now live only in the recipient's mailbox.
          return { messageId, sealedSecrets: null };
        },
        close: () => transport.close(),
      },
      settings,
      owner,
    );
  }
}
