import crypto from 'node:crypto';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@coast/domain';

/** The visitor forms' settings, read from the environment once (cms/.env.example lists them). */
export interface FormsConfig {
  /** Where the agency's notifications go (AGENCY_EMAIL, else EMAIL_REPLY_TO). */
  readonly agencyEmail: string;
  readonly agencyName: string;
  /** The language of the agency's notifications (AGENCY_MAIL_LANGUAGE, default nl). */
  readonly agencyLocale: Locale;
  /** The site's public address: links in mails (listings, the newsletter confirmation). */
  readonly siteUrl: string;
  /** The site's token: a request carrying it may state the visitor's address (X-Coast-Client-Ip). */
  readonly siteToken: string | null;
  readonly altchaKey: string;
  /** Proof-of-work: SHA-256 rounds per try and the range of the secret counter (ALTCHA_COST, ALTCHA_MAX_COUNTER). */
  readonly altchaCost: number;
  readonly altchaMaxCounter: number;
  readonly hashSalt: string;
  readonly linkSecret: string;
  /**
   * How long the links of a document request's mail work, in days (DOCUMENT_LINK_DAYS, default 7); the
   * same address asking again for the same listing within this time gets no second mail.
   */
  readonly documentLinkDays: number;
  /** Submissions one address may send per form and window (FORM_RATE_LIMIT, FORM_RATE_WINDOW_MS). */
  readonly rateLimit: number;
  readonly rateWindowMs: number;
}

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** A secret from the environment; without one (a developer's machine) a random one for this process, said in the log. */
function secret(name: string, warn: (message: string) => void): string {
  const value = process.env[name];
  if (value) return value;
  warn(`${name} is not set: using a random value until the CMS restarts (set it in cms/.env)`);
  return crypto.randomBytes(32).toString('base64url');
}

let cached: FormsConfig | null = null;

export function formsConfig(warn: (message: string) => void = () => {}): FormsConfig {
  if (cached) return cached;
  const env = process.env;
  const agencyLocale = env.AGENCY_MAIL_LANGUAGE ?? DEFAULT_LOCALE;
  cached = {
    agencyEmail: env.AGENCY_EMAIL || env.EMAIL_REPLY_TO || 'info@kustvastgoed.be',
    agencyName: env.AGENCY_NAME || 'Kustvastgoed',
    agencyLocale: isLocale(agencyLocale) ? agencyLocale : DEFAULT_LOCALE,
    siteUrl: (env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    siteToken: env.SITE_READ_TOKEN || null,
    altchaKey: secret('ALTCHA_HMAC_KEY', warn),
    altchaCost: int(env.ALTCHA_COST, 1),
    altchaMaxCounter: int(env.ALTCHA_MAX_COUNTER, 60_000),
    hashSalt: secret('SUBMISSION_HASH_SALT', warn),
    linkSecret: secret('FORM_LINK_SECRET', warn),
    documentLinkDays: int(env.DOCUMENT_LINK_DAYS, 7),
    rateLimit: int(env.FORM_RATE_LIMIT, 10),
    rateWindowMs: int(env.FORM_RATE_WINDOW_MS, 10 * 60_000),
  };
  return cached;
}
