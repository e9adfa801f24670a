import crypto from 'node:crypto';
import { formsConfig } from '../forms/config';

/**
 * No secret of a link is stored in plain text in the outbox. A mail is stored with a placeholder where
 * each secret (a token, a set-password code, a signature) stands, and the secrets themselves in
 * `sealedSecrets`, encrypted (AES-256-GCM, a key derived from FORM_LINK_SECRET, which lives in the
 * environment, not the database). The worker fills them in at send time, so retries still work, and
 * clears them once the mail is sent: only the recipient's mailbox then holds the link.
 */
export interface MailParts {
  readonly body: string;
  readonly html?: string | null;
  readonly headers?: Readonly<Record<string, string>> | null;
}

const key = () => Buffer.from(crypto.hkdfSync('sha256', formsConfig().linkSecret, 'coast-outbox', 'sealed link secrets', 32));
/** A placeholder no visitor can have typed: its nonce is drawn after their text was written. */
const placeholder = (nonce: string, index: number) => `{{sealed:${nonce}:${index}}}`;
const PLACEHOLDER = /\{\{sealed:([0-9a-f]{16}):(\d{1,3})\}\}/g;

const replaceIn = (parts: MailParts, replace: (text: string) => string): MailParts => ({
  body: replace(parts.body),
  ...(parts.html !== undefined ? { html: parts.html === null ? null : replace(parts.html) } : {}),
  ...(parts.headers !== undefined
    ? { headers: parts.headers === null ? null : Object.fromEntries(Object.entries(parts.headers).map(([k, v]) => [k, replace(v)])) }
    : {}),
});

/** The mail with its secrets replaced by placeholders, and the secrets sealed (null when it has none). */
export function sealSecrets<T extends MailParts>(mail: T, secrets: readonly string[]): T & { sealedSecrets: string | null } {
  const used = [...new Set(secrets.filter((s) => s.length >= 16))].sort((a, b) => b.length - a.length);
  if (used.length === 0) return { ...mail, sealedSecrets: null };
  const nonce = crypto.randomBytes(8).toString('hex');
  const sealed = replaceIn(mail, (text) => used.reduce((out, secret, i) => out.split(secret).join(placeholder(nonce, i)), text));
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key(), iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify({ nonce, secrets: used }), 'utf8'), cipher.final()]);
  return { ...mail, ...sealed, sealedSecrets: Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url') } as T & {
    sealedSecrets: string | null;
  };
}

/** The mail as it is sent: every placeholder filled with its secret. Throws when the seal cannot be opened. */
export function openSecrets<T extends MailParts>(mail: T, sealedSecrets: string | null): T {
  if (!sealedSecrets) return mail;
  const raw = Buffer.from(sealedSecrets, 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const { nonce, secrets } = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as {
    nonce: string;
    secrets: string[];
  };
  const fill = (text: string) => text.replace(PLACEHOLDER, (whole, n: string, i: string) => (n === nonce ? (secrets[Number(i)] ?? whole) : whole));
  return { ...mail, ...replaceIn(mail, fill) };
}
