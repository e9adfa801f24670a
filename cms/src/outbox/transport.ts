import nodemailer from 'nodemailer';
import type { OutboxSettings } from './settings';

/** One mail as the worker hands it to SMTP. */
export interface OutgoingMail {
  readonly id: string;
  readonly to: { readonly address: string; readonly name: string | null };
  readonly replyTo: { readonly address: string; readonly name: string | null } | null;
  readonly subject: string;
  readonly body: string;
  /** HTML the CMS built itself from escaped values (a search alert's photos and struck-through prices); else the text, escaped. */
  readonly html?: string | null;
  /** Extra headers the CMS set (a search alert's List-Unsubscribe); never a visitor's text. */
  readonly headers?: Readonly<Record<string, string>> | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * SMTP through nodemailer. Addresses are handed over as objects (nodemailer encodes the names), the
 * subject is one line already (forms/render-mail.ts), and the HTML part is the plain text escaped, or
 * HTML the CMS built with every value escaped (search alerts): no visitor ever writes HTML into a mail. The connections are pooled (a burst of requests is sent over a
 * few open conversations, not one TCP and TLS handshake per mail).
 */
export function smtpTransport(settings: OutboxSettings): MailTransport {
  const { smtp, from } = settings;
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ignoreTLS: smtp.ignoreTLS,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    pool: true,
    maxConnections: settings.parallel,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: { address: from.address, name: from.name },
        to: { address: mail.to.address, name: mail.to.name ?? '' },
        replyTo: mail.replyTo ? { address: mail.replyTo.address, name: mail.replyTo.name ?? '' } : undefined,
        subject: mail.subject,
        text: mail.body,
        html: mail.html || `<div style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(mail.body)}</div>`,
        headers: { ...mail.headers, 'X-Coast-Outbox-Id': mail.id },
      });
      return { messageId: String(info.messageId ?? '') };
    },
    close: () => transporter.close(),
  };
}
