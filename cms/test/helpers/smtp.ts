/**
 * A real SMTP server for the tests (the smtp-server package): it takes every mail sent to it, parses it
 * (mailparser) and keeps it, so tests read what a mailbox would. It can be stopped and started again on
 * the same port, as an SMTP relay that goes down and comes back.
 */
import { execFileSync } from 'child_process';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject, type EmailAddress } from 'mailparser';

/** A free port, found before Strapi boots (its SMTP settings are read from the environment then). */
export function freePortSync(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/** One mail as the mailbox keeps it. */
export interface ReceivedMail {
  /** The outbox row's documentId (X-Coast-Outbox-Id). */
  id: string | undefined;
  to: EmailAddress[];
  from: EmailAddress[];
  replyTo: EmailAddress[];
  subject: string;
  text: string;
  html: string;
  attachments: string[];
  /** Each header as sent (lowercased name → its raw value). */
  rawHeaders: Record<string, string>;
}

/** The addresses of one header (a header given several times, as mailparser's list, counts as none, as before). */
const addressesOf = (field: AddressObject | AddressObject[] | undefined): EmailAddress[] => (Array.isArray(field) ? undefined : field?.value) ?? [];

export class TestMailbox {
  port: number;
  messages: ReceivedMail[] = [];
  private server: SMTPServer | null = null;

  constructor(port: number) {
    this.port = port;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const id = mail.headers.get('x-coast-outbox-id');
            this.messages.push({
              id: typeof id === 'string' ? id : undefined,
              to: addressesOf(mail.to),
              from: addressesOf(mail.from),
              replyTo: addressesOf(mail.replyTo),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              attachments: (mail.attachments ?? []).map((a) => a.filename ?? ''),
              // Each header as sent (lowercased name → its raw value), for headers mailparser reshapes (List-Unsubscribe).
              rawHeaders: Object.fromEntries((mail.headerLines ?? []).map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails to one address. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.some((t) => t.address === address));
  }
}

let shared: TestMailbox | null = null;
/**
 * The run's one mailbox for the visitor forms: Strapi reads its SMTP port once, at boot, so every suite
 * that reads the forms' mails shares it (each starts it in its `before` and stops it in its `after`).
 */
export function formsMailbox(): TestMailbox {
  shared ??= new TestMailbox(freePortSync());
  return shared;
}
