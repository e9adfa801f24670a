/**
 * Posts per form and client address in a sliding window, in memory (per CMS process, like the public
 * API's limit in src/middlewares/rate-limit.ts). Every post counts, refused ones too: the browser checks
 * a form before sending it, so a person rarely sends one the server refuses, and a script gains nothing
 * by sending junk.
 */
export class FormRateLimit {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one post; false when it is over the limit (then it is not counted). */
  take(key: string, now = Date.now()): boolean {
    const recent = this.recent(key, now);
    if (recent.length >= this.max) return false;
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.prune(now);
    return true;
  }

  /** Seconds until the oldest counted submission leaves the window. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const oldest = this.recent(key, now)[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }

  private prune(now: number) {
    for (const [key, times] of this.hits) if (!times.some((at) => at > now - this.windowMs)) this.hits.delete(key);
  }
}
