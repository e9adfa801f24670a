import crypto from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';

/** How a queue is worked: polling, leases, retries with growing delays, batches. */
export interface QueueSettings {
  /** How often the worker looks for due rows (it is also woken when rows are queued). */
  readonly pollMs: number;
  /** How long a claimed row stays the claimer's: longer than one delivery may take. */
  readonly leaseMs: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`, until the row's giveUpAt. */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly batch: number;
  /** Rows of a batch delivered at once. */
  readonly parallel: number;
}

/** The columns every queue row has (outbox-mail, crm-message). */
export interface QueueRow {
  id: number;
  documentId: string;
  attempts: number;
  giveUpAt: string | Date;
}

/** What one queue does with a row it holds: deliver it, or throw to retry it later. */
export interface QueueJob<Row extends QueueRow> {
  readonly uid: UID.ContentType;
  /** In log lines ("Outbox", "CRM"). */
  readonly name: string;
  /** The columns deliver() needs, beside id, documentId, attempts and giveUpAt. */
  readonly select: readonly string[];
  /** Relations deliver() needs. */
  readonly populate?: Record<string, unknown>;
  /** Delivers the row; returns what to write on it beside delivery 'sent' (messageId, the answer...). */
  deliver(row: Row): Promise<Record<string, unknown>>;
  /** Called once when the worker stops (closes pooled connections). */
  close?(): void;
}

/** How long a row is retried before it is marked failed for staff. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** A delivery that no retry can make succeed: the row is marked failed at once, with this message. */
export class PermanentFailure extends Error {}

/** The delay before attempt `attempts + 1`: base, 2 x base, 4 x base ... capped. */
export function retryDelay(attempts: number, settings: Pick<QueueSettings, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Works a queue table in the CMS process. Its state is the database's: a row is `pending` with the time
 * of its next attempt, `sent`, or `failed` (given up at its giveUpAt; staff set it back to pending to
 * retry, queue/staff-retry.ts), so a restart loses nothing.
 *
 * Several workers (several CMS instances on one database) never deliver a row twice: each claims a row
 * with one UPDATE ... WHERE that only matches while nobody holds its lease (leaseOwner/leaseUntil), and
 * only the worker whose UPDATE changed the row delivers it. A lease outlives any delivery, so a worker
 * that dies mid-delivery frees the row for another once its lease runs out. (What no lock can rule out:
 * the other side took it and the worker died before writing 'sent'; then it goes once more.)
 */
export class LeasedWorker<Row extends QueueRow> {
  readonly owner: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  /** Polling (start() was called and stop() was not); runOnce() works either way until stop(). */
  private polling = false;
  private stopped = false;

  constructor(
    protected readonly strapi: Core.Strapi,
    private readonly job: QueueJob<Row>,
    private readonly settings: QueueSettings,
    owner?: string,
  ) {
    this.owner = owner ?? `${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  }

  start() {
    this.polling = true;
    this.schedule(0);
  }

  /** Looks for due rows now (after some were queued), instead of at the next poll. */
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
    this.job.close?.();
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
    let handled = 0;
    try {
      this.running = this.runOnce();
      handled = await this.running;
    } catch (error) {
      this.strapi.log.error(`${this.job.name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = null;
    }
    const more = this.again || handled >= this.settings.batch;
    this.again = false;
    this.schedule(more ? 0 : this.settings.pollMs);
  }

  /** Delivers every row due now that this worker can claim; returns how many it handled. */
  async runOnce(): Promise<number> {
    const now = new Date();
    const due: Row[] = await this.strapi.db.query(this.job.uid).findMany({
      where: { delivery: 'pending', nextAttemptAt: { $lte: now }, $or: [{ leaseUntil: { $null: true } }, { leaseUntil: { $lt: now } }] },
      select: ['id', 'documentId', 'attempts', 'giveUpAt', ...this.job.select],
      ...(this.job.populate ? { populate: this.job.populate } : {}),
      orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
      limit: this.settings.batch,
    });
    let handled = 0;
    // A few at once; each row is claimed before it is delivered.
    for (let i = 0; i < due.length && !this.stopped; i += this.settings.parallel) {
      const done = await Promise.all(
        due.slice(i, i + this.settings.parallel).map(async (row) => {
          if (!(await this.claim(row))) return 0;
          await this.deliver(row);
          return 1;
        }),
      );
      handled += done.reduce<number>((sum, n) => sum + n, 0);
    }
    return handled;
  }

  /**
   * One atomic UPDATE ... WHERE: true when this worker now holds the row's lease. The row must still be
   * as it was read (due, the same attempt count): one another worker tried and released meanwhile waits
   * for its next attempt instead of being tried again at once.
   */
  private async claim(row: Row): Promise<boolean> {
    const now = new Date();
    const { count } = await this.strapi.db.query(this.job.uid).updateMany({
      where: {
        id: row.id,
        delivery: 'pending',
        attempts: row.attempts,
        nextAttemptAt: { $lte: now },
        $or: [{ leaseUntil: { $null: true } }, { leaseUntil: { $lt: now } }],
      },
      data: { leaseOwner: this.owner, leaseUntil: new Date(now.getTime() + this.settings.leaseMs) },
    });
    return count === 1;
  }

  private async deliver(row: Row) {
    const attempts = row.attempts + 1;
    try {
      const outcome = await this.job.deliver(row);
      await this.release(row.id, { ...outcome, delivery: 'sent', attempts, sentAt: new Date(), lastError: null });
    } catch (error) {
      const next = Date.now() + retryDelay(attempts, this.settings);
      const giveUp = error instanceof PermanentFailure || next > new Date(row.giveUpAt).getTime();
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await this.release(row.id, giveUp ? { delivery: 'failed', attempts, lastError: reason } : { attempts, nextAttemptAt: new Date(next), lastError: reason });
      if (giveUp) this.strapi.log.warn(`${this.job.name}: ${row.documentId} given up after ${attempts} attempts: ${reason}`);
    }
  }

  /** Writes the outcome and frees the lease, only if this worker still holds it. */
  private async release(id: number, data: Record<string, unknown>) {
    await this.strapi.db.query(this.job.uid).updateMany({
      where: { id, leaseOwner: this.owner },
      data: { ...data, leaseOwner: null, leaseUntil: null },
    });
  }
}
