import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shareLinks } from '../src/listings/share-links';

test('share links carry the listing URL encoded, and a mail its subject and body', () => {
  const url = 'https://www.kustvastgoed.be/nl/te-koop/gistel/halfopen-woning/4512308/?a=1&b=2';
  const links = shareLinks({ url, title: 'Halfopen woning & tuin', mailSubject: 'Bekijk dit pand: Halfopen woning & tuin', mailBody: `Kijk:\n${url}` });
  assert.equal(links.facebook, `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  assert.equal(new URL(links.facebook).searchParams.get('u'), url);
  assert.equal(new URL(links.whatsapp).searchParams.get('text'), `Halfopen woning & tuin ${url}`);
  const mail = new URLSearchParams(links.email.slice('mailto:?'.length));
  assert.equal(mail.get('subject'), 'Bekijk dit pand: Halfopen woning & tuin');
  assert.equal(mail.get('body'), `Kijk:\n${url}`);
  // RFC 6068: spaces as %20 (a '+' would stay a plus in mail programs).
  assert.equal(links.email.includes('+'), false);
});
