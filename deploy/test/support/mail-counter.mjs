/** The agency's SMTP relay for the topology test: a real SMTP server that counts mails by subject. */
import { createRequire } from 'node:module';
import path from 'node:path';

export function startMailCounter(root, port) {
  const { SMTPServer } = createRequire(path.join(root, 'cms', 'package.json'))('smtp-server');
  const subjects = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk) => (text += chunk));
      stream.on('end', () => {
        const header = text.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        subjects.push(/^Subject: (.*)$/im.exec(header)?.[1]?.trim() ?? '');
        done();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ subjects, stop: () => new Promise((r) => server.close(r)) }));
  });
}
