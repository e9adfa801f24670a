/**
 * A real SMTP server for the tests (the smtp-server package): it takes every mail sent to it, parses it
 * (mailparser) and keeps it, so tests read what a mailbox would. It can be stopped and started again on
 * the same port, as an SMTP relay that goes down and comes back.
 */
const { execFileSync } = require('child_process');
const { SMTPServer } = require('smtp-server');
const { simpleParser } = require('mailparser');

/** A free port, found before Strapi boots (its SMTP settings are read from the environment then). */
function freePortSync() {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

class TestMailbox {
  constructor(port) {
    this.port = port;
    this.messages = [];
    this.server = null;
  }

  async start() {
    if (this.server) return;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.messages.push({
              id: mail.headers.get('x-coast-outbox-id'),
              to: mail.to?.value ?? [],
              from: mail.from?.value ?? [],
              replyTo: mail.replyTo?.value ?? [],
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              attachments: (mail.attachments ?? []).map((a) => a.filename ?? ''),
              // Each header as sent (lowercased name → its raw value), for headers mailparser reshapes (List-Unsubscribe).
              rawHeaders: Object.fromEntries((mail.headerLines ?? []).map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()])),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', resolve);
    });
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Mails to one address. */
  to(address) {
    return this.messages.filter((m) => m.to.some((t) => t.address === address));
  }
}

let shared = null;
/**
 * The run's one mailbox for the visitor forms: Strapi reads its SMTP port once, at boot, so every suite
 * that reads the forms' mails shares it (each starts it in its `before` and stops it in its `after`).
 */
function formsMailbox() {
  shared ??= new TestMailbox(freePortSync());
  return shared;
}

module.exports = { TestMailbox, freePortSync, formsMailbox };
