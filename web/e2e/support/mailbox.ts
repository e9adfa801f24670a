import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the browser tests read it (one JSON file per mail in the mailbox folder). */
export interface ReceivedMail {
  readonly id: string;
  readonly to: readonly string[];
  readonly replyTo: readonly string[];
  readonly subject: string;
  readonly text: string;
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

/**
 * The real SMTP server the CMS's outbox sends to during the browser tests (smtp-server), started by the
 * global setup; each mail it takes is parsed and written to `dir`, where the specs (other processes)
 * read them.
 */
export async function startMailbox(port: number, dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const received: ReceivedMail = {
            id: String(mail.headers.get('x-coast-outbox-id') ?? ''),
            to: addresses(mail.to),
            replyTo: addresses(mail.replyTo),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          };
          count += 1;
          fs.writeFileSync(path.join(dir, `${Date.now()}-${count}.json`), JSON.stringify(received));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Every mail received so far (in the spec's process). */
export function receivedMails(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts (global setup)');
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail);
}
