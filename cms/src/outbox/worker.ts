import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { retryDelay, type OutboxSettings } from './settings';
import type { MailTransport } from './transport';

const OUTBOX = 'api::outbox-mail.outbox-mail';

interface OutboxRow {
  id: number;
  documentId: string;
  toAddress: string;
  toName: string | null;
  replyToAddress: string | null;
  replyToName: string | null;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
  giveUpAt: string | Date;
}

/**
 * Sends the outbox's due mails over SMTP, in the CMS process. Its state is the database's: a mail is
 * `pending` with the time of its next attempt, `sent`, or `failed` (given up after 24 hours; staff set it
 * back to pending to retry, src/outbox/staff-retry.ts), so a restart loses nothing.
 *
 * Several workers (several CMS instances on one database) never send a mail twice: each claims a mail
 * with one UPDATE ... WHERE that only matches while nobody holds its lease (leaseOwner/leaseUntil), and
 * only the worker whose UPDATE changed the row sends it. A lease outlives any SMTP conversation, so a
 * worker that dies mid-send frees the mail for another once its lease runs out. (What no lock can rule
 * out: the SMTP server took the mail and the worker died before writing 'sent'; then it goes once more.)
 */
export class OutboxWorker {
  readonly owner: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  /** Polling (start() was called and stop() was not); runOnce() works either way until stop(). */
  private polling = false;
  private stopped = false;

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly transport: MailTransport,
    private readonly settings: OutboxSettings,
    owner?: string,
  ) {
    this.owner = owner ?? `${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  }

  start() {
    this.polling = true;
    this.schedule(0);
  }

  /** Looks for due mails now (after a submission was stored), instead of at the next poll. */
  wake() {
    if (!this.polling || this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
    this.transport.close();
  }

  private schedule(ms: number) {
    if (!this.polling || this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick() {
    this.timer = null;
    if (this.running) return;
    let sent = 0;
    try {
      this.running = this.runOnce();
      sent = await this.running;
    } catch (error) {
      this.strapi.log.error(`Outbox: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = null;
    }
    const more = this.again || sent >= this.settings.batch;
    this.again = false;
    this.schedule(more ? 0 : this.settings.pollMs);
  }

  /** Sends every mail due now that this worker can claim; returns how many it handled. */
  async runOnce(): Promise<number> {
    const now = new Date();
    const due: OutboxRow[] = await this.strapi.db.query(OUTBOX).findMany({
      where: { status: 'pending', nextAttemptAt: { $lte: now }, $or: [{ leaseUntil: { $null: true } }, { leaseUntil: { $lt: now } }] },
      select: ['id', 'documentId', 'toAddress', 'toName', 'replyToAddress', 'replyToName', 'subject', 'body', 'html', 'headers', 'attempts', 'giveUpAt'],
      orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
      limit: this.settings.batch,
    });
    let handled = 0;
    // A few at once (the transport's pooled connections); each mail is claimed before it is sent.
    for (let i = 0; i < due.length && !this.stopped; i += this.settings.parallel) {
      const done = await Promise.all(
        due.slice(i, i + this.settings.parallel).map(async (row) => {
          if (!(await this.claim(row.id))) return 0;
          await this.deliver(row);
          return 1;
        }),
      );
      handled += done.reduce<number>((sum, n) => sum + n, 0);
    }
    return handled;
  }

  /** One atomic UPDATE ... WHERE: true when this worker now holds the mail's lease. */
  private async claim(id: number): Promise<boolean> {
    const now = new Date();
    const { count } = await this.strapi.db.query(OUTBOX).updateMany({
      where: { id, status: 'pending', $or: [{ leaseUntil: { $null: true } }, { leaseUntil: { $lt: now } }] },
      data: { leaseOwner: this.owner, leaseUntil: new Date(now.getTime() + this.settings.leaseMs) },
    });
    return count === 1;
  }

  private async deliver(row: OutboxRow) {
    const attempts = row.attempts + 1;
    try {
      const { messageId } = await this.transport.send({
        id: row.documentId,
        to: { address: row.toAddress, name: row.toName },
        replyTo: row.replyToAddress ? { address: row.replyToAddress, name: row.replyToName } : null,
        subject: row.subject,
        body: row.body,
        html: row.html,
        headers: row.headers,
      });
      await this.release(row.id, { status: 'sent', attempts, sentAt: new Date(), messageId, lastError: null });
    } catch (error) {
      const now = Date.now();
      const next = now + retryDelay(attempts, this.settings);
      const giveUp = next > new Date(row.giveUpAt).getTime();
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await this.release(row.id, giveUp ? { status: 'failed', attempts, lastError: reason } : { attempts, nextAttemptAt: new Date(next), lastError: reason });
      if (giveUp) this.strapi.log.warn(`Outbox: mail ${row.documentId} given up after ${attempts} attempts: ${reason}`);
    }
  }

  /** Writes the outcome and frees the lease, only if this worker still holds it. */
  private async release(id: number, data: Record<string, unknown>) {
    await this.strapi.db.query(OUTBOX).updateMany({
      where: { id, leaseOwner: this.owner },
      data: { ...data, leaseOwner: null, leaseUntil: null },
    });
  }
}
