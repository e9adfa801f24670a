import type { Core } from '@strapi/strapi';
import { LeasedWorker, type QueueRow } from '../queue/leased-worker';
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
}

/**
 * Sends the outbox's due mails over SMTP, a few at once over pooled connections, with the queue's
 * leases and retries (queue/leased-worker.ts): a mail is never sent twice by two CMS instances, and one
 * that keeps failing is retried for 24 hours, then marked failed for staff.
 */
export class OutboxWorker extends LeasedWorker<OutboxRow> {
  constructor(strapi: Core.Strapi, transport: MailTransport, settings: OutboxSettings, owner?: string) {
    super(
      strapi,
      {
        uid: 'api::outbox-mail.outbox-mail',
        name: 'Outbox',
        select: ['toAddress', 'toName', 'replyToAddress', 'replyToName', 'subject', 'body', 'html', 'headers'],
        async deliver(row) {
          const { messageId } = await transport.send({
            id: row.documentId,
            to: { address: row.toAddress, name: row.toName },
            replyTo: row.replyToAddress ? { address: row.replyToAddress, name: row.replyToName } : null,
            subject: row.subject,
            body: row.body,
            html: row.html,
            headers: row.headers,
          });
          return { messageId };
        },
        close: () => transport.close(),
      },
      settings,
      owner,
    );
  }
}
