/**
 * Owner accounts end to end over HTTP, with the mails received by a real SMTP server: the invitation and
 * its first password, login (wrong password, rate limit), the session (tampered, idle, logout) and
 * forgot password (single use, an hour, revoked by a password change).
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { cms, database, rows } from '../helpers/context';
import { freshAddress, waitFor } from '../helpers/forms';
import { graphql, rest } from '../helpers/http';
import { TestMailbox } from '../helpers/smtp';

const USER = 'plugin::users-permissions.user';
const PASSWORD = 'duinen en zee 8400';
let mailbox: TestMailbox;

/** What the portal answers, as these tests read it (null when no JSON: they check the status first). */
interface PortalAnswer {
  ok?: boolean;
  session: string;
  owner: { email: string; language: string };
  error: { name: string; fields: Record<string, string> };
}

async function call(
  pathname: string,
  { method = 'POST', body, session, address }: { method?: string; body?: unknown; session?: string; address?: string } = {},
) {
  const response = await fetch(`${cms().url}/api${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(session !== undefined ? { 'x-owner-session': session } : {}),
      ...(address ? { authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': address } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as PortalAnswer };
}

/** The code of the newest set-password link mailed to an address (its count before the mail known). */
async function mailedCode(address: string, before: number) {
  await waitFor(`a mail to ${address}`, () => mailbox.to(address).length > before);
  const mail = mailbox.to(address).at(-1)!;
  const code = /#set-password=([\w.-]+)/.exec(mail.text)?.[1];
  assert.ok(code, mail.text);
  return { mail, code };
}

const login = (email: string, password: string, address = freshAddress()) => call('/owner/login', { body: { email, password }, address });

describe(`owner portal accounts on ${database}`, () => {
  before(async () => {
    mailbox = new TestMailbox(Number(process.env.SMTP_PORT));
    await mailbox.start();
  });
  after(async () => mailbox.stop());

  test('staff create an owner: a French invitation sets the first password once; then login, session and logout', async () => {
    const email = `eigenaar-${crypto.randomUUID().slice(0, 8)}@example.be`;
    await rows(USER).create({ data: { username: 'Claire Dubois', email, provider: 'local', confirmed: false, blocked: false, language: 'fr' } });
    const { mail, code } = await mailedCode(email, 0);
    assert.match(mail.subject, /Votre portail propriétaire/);
    // The login page's own French address, as staff named it (not the Dutch word under /fr/).
    assert.match(mail.text, /https?:\/\/[^/\s]+\/fr\/connexion\/#set-password=/);

    const common = await call('/owner/set-password', { body: { code, password: 'Password1234', confirmPassword: 'Password1234' } });
    assert.deepEqual([common.status, common.json.error.fields.password], [400, 'passwordCommon']);
    const set = await call('/owner/set-password', { body: { code, password: PASSWORD, confirmPassword: PASSWORD } });
    assert.deepEqual([set.status, set.json], [200, { ok: true }]);
    const again = await call('/owner/set-password', { body: { code, password: PASSWORD, confirmPassword: PASSWORD } });
    assert.deepEqual([again.status, again.json.error.name], [400, 'LinkInvalid']);

    const wrong = await login(email, 'not the password');
    assert.deepEqual([wrong.status, wrong.json.error.name], [401, 'LoginFailed']);
    const unknown = await login('niemand@example.be', PASSWORD);
    assert.deepEqual([unknown.status, unknown.json.error.name], [401, 'LoginFailed']);

    const ok = await login(email.toUpperCase(), PASSWORD);
    assert.equal(ok.status, 200);
    const session = ok.json.session;
    const me = await call('/owner/session', { method: 'GET', session });
    assert.deepEqual([me.status, me.json.owner.email, me.json.owner.language], [200, email, 'fr']);
    const tampered = await call('/owner/session', { method: 'GET', session: `${session.slice(0, -2)}xx` });
    assert.equal(tampered.status, 401);
    assert.doesNotMatch(JSON.stringify(tampered.json), new RegExp(email));
    assert.equal((await call('/owner/session', { method: 'GET' })).status, 401);

    assert.equal((await call('/owner/logout', { session })).status, 204);
    assert.equal((await call('/owner/session', { method: 'GET', session })).status, 401, 'logout ended the session on the server');
  });

  test('a session ends after 30 idle minutes; the stored row holds only a hash of the secret', async () => {
    const email = `idle-${crypto.randomUUID().slice(0, 8)}@example.be`;
    await cms().strapi.plugin('users-permissions').service('user').add({ username: 'Idle', email, password: PASSWORD, provider: 'local', confirmed: true });
    const { session } = (await login(email, PASSWORD)).json;
    const sessions = rows<{ id: number }>('api::owner-session.owner-session');
    const stored = await sessions.findMany({ where: { tokenHash: crypto.createHash('sha256').update(session).digest('hex') } });
    assert.equal(stored.length, 1);
    await sessions.update({ where: { id: stored[0].id }, data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) } });
    assert.equal((await call('/owner/session', { method: 'GET', session })).status, 401);
  });

  test('login is limited per account: after 5 failures even the right password waits', async () => {
    const email = `limit-${crypto.randomUUID().slice(0, 8)}@example.be`;
    await cms().strapi.plugin('users-permissions').service('user').add({ username: 'Limit', email, password: PASSWORD, provider: 'local', confirmed: true });
    for (let i = 0; i < 5; i += 1) assert.equal((await login(email, `wrong ${i}`)).status, 401);
    const blocked = await login(email, PASSWORD);
    assert.deepEqual([blocked.status, blocked.json.error.name], [429, 'TooManyAttempts']);
  });

  test('forgot password: the link works once, not after an hour, and not after the password changed', async () => {
    const email = `vergeten-${crypto.randomUUID().slice(0, 8)}@example.be`;
    const owner: { id: number } = await cms()
      .strapi.plugin('users-permissions')
      .service('user')
      .add({ username: 'Jan', email, password: PASSWORD, provider: 'local', confirmed: true, language: 'nl' });
    const { session } = (await login(email, PASSWORD)).json;
    const forgot = await call('/owner/forgot-password', { body: { email }, address: freshAddress() });
    assert.deepEqual([forgot.status, forgot.json], [200, { ok: true }]);
    const first = await mailedCode(email, 0);
    assert.match(first.mail.subject, /Nieuw wachtwoord/);
    assert.match(first.mail.text, /https?:\/\/[^/\s]+\/nl\/login\/#set-password=/);
    const next = 'lichtjes aan zee 2026';
    assert.equal((await call('/owner/set-password', { body: { code: first.code, password: next, confirmPassword: next } })).status, 200);
    assert.equal((await call('/owner/session', { method: 'GET', session })).status, 401, 'the new password ended the old session');
    assert.equal((await call('/owner/set-password', { body: { code: first.code, password: next, confirmPassword: next } })).status, 400);
    assert.equal((await login(email, next)).status, 200);

    // An hour later: the same link with its expiry moved into the past (expiry and secret are both in the code).
    await call('/owner/forgot-password', { body: { email }, address: freshAddress() });
    const late = await mailedCode(email, 1);
    const [, secret] = late.code.split('.');
    const past = Date.now() - 1000;
    await rows(USER).update({ where: { id: owner.id }, data: { resetPasswordToken: `${past}.${crypto.createHash('sha256').update(secret).digest('hex')}` } });
    const expired = await call('/owner/set-password', { body: { code: `${past}.${secret}`, password: next, confirmPassword: next } });
    assert.deepEqual([expired.status, expired.json.error.name], [400, 'LinkInvalid']);

    // The site's route, called with its read-only token and the visitor's address, as the login page does.
    const viaSite = await call('/owner/forgot-password', { body: { email }, address: freshAddress() });
    assert.deepEqual([viaSite.status, viaSite.json], [200, { ok: true }]);
    const revoked = await mailedCode(email, 2);
    await cms().strapi.plugin('users-permissions').service('user').edit(owner.id, { password: 'staff chose this one' });
    assert.equal((await call('/owner/set-password', { body: { code: revoked.code, password: next, confirmPassword: next } })).status, 400);
  });

  test('sessions are not readable through the public API', async () => {
    assert.equal((await rest(cms().url, '/api/owner-sessions')).status, 404);
    const r = await graphql(cms().url, '{ ownerSessions { documentId } }');
    assert.ok(r.errors?.length, JSON.stringify(r));
  });
});
