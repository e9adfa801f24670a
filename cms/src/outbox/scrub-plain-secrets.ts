import type { Core } from '@strapi/strapi';

const OUTBOX = 'api::outbox-mail.outbox-mail';
/** A link's secret as mails wrote them before secrets were sealed: `token=`, `sig=`, `#set-password=`. */
const PLAIN_SECRET = /([?&#;](?:token|sig|set-password)=)[A-Za-z0-9_~.%-]{16,}/g;
const MARKERS = ['token=', 'sig=', 'set-password='];
const REMOVED = '[removed]';

const scrub = (text: unknown) => (typeof text === 'string' ? text.replace(PLAIN_SECRET, `$1${REMOVED}`) : text);

/**
 * Mails sent before link secrets were sealed still hold them in plain text: their links' secrets are
 * removed (the recipient's mailbox has the link; the outbox only needs what was sent to whom). Mails
 * pending or given up keep theirs, or a (re)send would carry broken links. Runs on every start.
 */
export async function scrubPlainSecrets(strapi: Core.Strapi): Promise<number> {
  const rows = (await strapi.db.query(OUTBOX).findMany({
    where: {
      delivery: 'sent',
      sealedSecrets: { $null: true },
      $or: MARKERS.flatMap((marker) => [{ body: { $contains: marker } }, { html: { $contains: marker } }]),
    },
    select: ['id', 'body', 'html', 'headers'],
  })) as { id: number; body: string | null; html: string | null; headers: Record<string, string> | null }[];
  let scrubbed = 0;
  for (const row of rows) {
    const data = {
      body: scrub(row.body),
      html: scrub(row.html),
      headers: row.headers ? Object.fromEntries(Object.entries(row.headers).map(([name, value]) => [name, scrub(value)])) : row.headers,
    };
    if (data.body === row.body && data.html === row.html && JSON.stringify(data.headers) === JSON.stringify(row.headers)) continue;
    await strapi.db.query(OUTBOX).update({ where: { id: row.id }, data });
    scrubbed += 1;
  }
  return scrubbed;
}
