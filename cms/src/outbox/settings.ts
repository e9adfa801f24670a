import type { QueueSettings } from '../queue/leased-worker';

/** The outbox worker's settings, from the environment (cms/.env.example). */
export interface OutboxSettings extends QueueSettings {
  readonly smtp: {
    readonly host: string;
    readonly port: number;
    readonly secure: boolean;
    readonly ignoreTLS: boolean;
    readonly user: string | null;
    readonly pass: string | null;
  };
  /** The sender of every mail (EMAIL_FROM, with AGENCY_NAME as its name). */
  readonly from: { readonly address: string; readonly name: string };
}

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};
const bool = (value: string | undefined, fallback: boolean) => (value === undefined || value === '' ? fallback : value === 'true');

export function outboxSettings(env: NodeJS.ProcessEnv = process.env): OutboxSettings {
  return {
    smtp: {
      host: env.SMTP_HOST || '127.0.0.1',
      port: int(env.SMTP_PORT, 2525),
      secure: bool(env.SMTP_SECURE, false),
      ignoreTLS: bool(env.SMTP_IGNORE_TLS, false),
      user: env.SMTP_USERNAME || null,
      pass: env.SMTP_PASSWORD || null,
    },
    from: { address: env.EMAIL_FROM || 'website@kustvastgoed.be', name: env.AGENCY_NAME || 'Kustvastgoed' },
    pollMs: int(env.OUTBOX_POLL_MS, 5_000),
    leaseMs: int(env.OUTBOX_LEASE_MS, 120_000),
    retryBaseMs: int(env.OUTBOX_RETRY_BASE_MS, 60_000),
    retryMaxMs: int(env.OUTBOX_RETRY_MAX_MS, 60 * 60_000),
    batch: int(env.OUTBOX_BATCH, 20),
    parallel: int(env.OUTBOX_PARALLEL, 4),
  };
}

/** How long a mail is retried before it is marked failed for staff (the same for every queue). */
export { GIVE_UP_AFTER_MS } from '../queue/leased-worker';
