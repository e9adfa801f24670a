/**
 * Owner accounts from outside: one way in (the portal's login, with one lockout per account), Users &
 * Permissions' own account API closed on REST and GraphQL, and "forgot password" limited per account
 * whatever address asks. (The equal-time claims are measured in bench/owner-login-timing.mjs.)
 */
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { graphql, rest } from '../helpers/http';
import { cms, compiled, database, rows } from '../helpers/context';
import { freshAddress, waitFor, type OutboxRow } from '../helpers/forms';
import { TestMailbox } from '../helpers/smtp';

const PASSWORD = 'golven aan de dijk 8300';
let mailbox: TestMailbox;

/** What the portal answers. */
interface PortalAnswer {
  ok?: boolean;
  error?: { name: string };
}

/** A portal call as the site's server makes it (its token, the visitor's address), or as anyone else (no token, any headers). */
async function portal(pathname: string, body: unknown, { address, headers = {} }: { address?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${cms().url}/api/owner${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(address ? { authorization: `Bearer ${cms().siteReadToken}`, 'x-coast-client-ip': address } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as PortalAnswer | null };
}

async function newOwner(prefix: string) {
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.be`;
  const owner: { id: number } = await cms()
    .strapi.plugin('users-permissions')
    .service('user')
    .add({ username: prefix, email, password: PASSWORD, provider: 'local', confirmed: true, language: 'nl' });
  return { id: owner.id, email };
}

const outboxRows = () => rows<OutboxRow>('api::outbox-mail.outbox-mail');
const resetRows = (email: string) => outboxRows().count({ where: { kind: 'owner-password-reset', toAddress: email } });

describe(`owner accounts on ${database}`, () => {
  before(async () => {
    mailbox = new TestMailbox(Number(process.env.SMTP_PORT));
    await mailbox.start();
  });
  after(async () => mailbox.stop());

  test("Users & Permissions' login, register, password and user routes are closed on REST and GraphQL, even with the right password", async () => {
    const { id, email } = await newOwner('closed');
    const json = { identifier: email, password: PASSWORD };
    const restCalls: [method: string, pathname: string, body: unknown][] = [
      ['POST', '/api/auth/local', json],
      ['POST', '/api/auth/local/register', { username: 'x', email: `x-${id}@example.be`, password: PASSWORD }],
      ['POST', '/api/auth/forgot-password', { email }],
      ['POST', '/api/auth/reset-password', { code: 'x', password: PASSWORD, passwordConfirmation: PASSWORD }],
      ['POST', '/api/auth/change-password', { currentPassword: PASSWORD, password: 'x', passwordConfirmation: 'x' }],
      ['GET', '/api/auth/email-confirmation?confirmation=x', undefined],
      ['POST', '/api/auth/send-email-confirmation', { email }],
      ['POST', '/api/auth/refresh', { refreshToken: 'x' }],
      ['GET', '/api/auth/local/callback', undefined],
      ['GET', '/api/connect/local', undefined],
      ['GET', '/api/users', undefined],
      ['GET', '/api/users/me', undefined],
      ['GET', '/api/users/count', undefined],
      ['GET', `/api/users/${id}`, undefined],
      ['POST', '/api/users', { username: 'y', email: `y-${id}@example.be`, password: PASSWORD }],
      ['PUT', `/api/users/${id}`, { email: 'taken@example.be' }],
      ['DELETE', `/api/users/${id}`, undefined],
    ];
    for (const [method, pathname, body] of restCalls) {
      const r = await rest(cms().url, pathname, { method, body });
      assert.ok([403, 404, 405].includes(r.status), `${method} ${pathname}: ${r.status} ${r.text}`);
      assert.doesNotMatch(r.text, /jwt|@example\.be/, `${method} ${pathname} gave nothing away`);
    }
    const mutations = [
      `mutation { login(input: { identifier: "${email}", password: "${PASSWORD}" }) { jwt } }`,
      `mutation { register(input: { username: "z", email: "z-${id}@example.be", password: "${PASSWORD}" }) { jwt } }`,
      `mutation { forgotPassword(email: "${email}") { ok } }`,
      `mutation { resetPassword(code: "x", password: "${PASSWORD}", passwordConfirmation: "${PASSWORD}") { jwt } }`,
      `mutation { changePassword(currentPassword: "${PASSWORD}", password: "a b c d e f", passwordConfirmation: "a b c d e f") { jwt } }`,
      `mutation { emailConfirmation(confirmation: "x") { jwt } }`,
      '{ me { id email } }',
      '{ usersPermissionsUsers { email } }',
    ];
    for (const query of mutations) {
      const r = await graphql(cms().url, query);
      assert.ok(r.errors?.length, `${query}: ${JSON.stringify(r)}`);
      assert.doesNotMatch(JSON.stringify(r), /jwt"\s*:\s*"|@example\.be"/, query);
    }
    const users = cms().strapi.db.query('plugin::users-permissions.user');
    assert.equal(await users.count({ where: { email: { $in: [`x-${id}@example.be`, `y-${id}@example.be`, `z-${id}@example.be`] } } }), 0, 'nobody registered');
    assert.equal(await resetRows(email), 0, 'no reset mail from the closed routes');
    // The password was right all along: the portal's route lets the owner in.
    assert.equal((await portal('/login', { email, password: PASSWORD }, { address: freshAddress() })).status, 200);
  });

  test('login: one lockout per account, whatever address, header or spelling the guesses come with; the mailed link ends it', async () => {
    const { email } = await newOwner('lockout');
    const spellings = [email, email.toUpperCase(), ` ${email} `, email, `${email}\t`];
    const attempts = [
      ...spellings.slice(0, 3).map((spelling) => portal('/login', { email: spelling, password: 'wrong' }, { address: freshAddress() })),
      // Without the site's token the stated address and X-Forwarded-For are ignored, so rotating them changes nothing either.
      ...spellings
        .slice(3)
        .map((spelling, i) =>
          portal(
            '/login',
            { email: spelling, password: 'wrong' },
            { headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-coast-client-ip': `203.0.113.${i + 9}` } },
          ),
        ),
    ];
    for (const attempt of attempts) {
      const r = await attempt;
      assert.ok([401, 400].includes(r.status), JSON.stringify(r));
    }
    const failed = (await Promise.all(attempts)).filter((r) => r.status === 401).length;
    assert.equal(failed, 5, 'five wrong passwords counted');
    for (const address of [freshAddress(), freshAddress()]) {
      const blocked = await portal('/login', { email, password: PASSWORD }, { address });
      assert.deepEqual([blocked.status, blocked.json?.error?.name], [429, 'TooManyAttempts'], 'the right password from a new address waits too');
    }
    // An unknown address is locked the same way: the 429 tells nothing about which accounts exist.
    const nobody = `niemand-${crypto.randomUUID().slice(0, 8)}@example.be`;
    for (let i = 0; i < 5; i += 1) assert.equal((await portal('/login', { email: nobody, password: 'wrong' }, { address: freshAddress() })).status, 401);
    assert.equal((await portal('/login', { email: nobody, password: 'wrong' }, { address: freshAddress() })).status, 429);

    // The owner's own way out: the reset mail's link sets a new password and lifts the lockout.
    const before = mailbox.to(email).length;
    assert.equal((await portal('/forgot-password', { email }, { address: freshAddress() })).status, 200);
    await waitFor('the reset mail', () => mailbox.to(email).length > before);
    const code = /#set-password=([\w.-]+)/.exec(mailbox.to(email).at(-1)!.text)?.[1];
    const next = 'een nieuw wachtwoord 2026';
    assert.equal((await portal('/set-password', { code, password: next, confirmPassword: next })).status, 200);
    assert.equal((await portal('/login', { email, password: next }, { address: freshAddress() })).status, 200);
  });

  test('forgot password: the same answer for owners and strangers, and at most 3 reset mails an hour per owner, however many addresses ask', async () => {
    const { email } = await newOwner('rotated');
    const sentinel = await newOwner('sentinel');
    const answers: Awaited<ReturnType<typeof portal>>[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await portal('/forgot-password', { email: i % 2 ? email.toUpperCase() : email }, { address: freshAddress() }));
    for (let i = 0; i < 3; i += 1) answers.push(await portal('/forgot-password', { email }, { headers: { 'x-forwarded-for': `203.0.113.${50 + i}` } }));
    answers.push(await portal('/forgot-password', { email: `niemand-${crypto.randomUUID().slice(0, 8)}@example.be` }, { address: freshAddress() }));
    for (const r of answers) assert.deepEqual([r.status, r.json], [200, { ok: true }]);
    const invalid = await portal('/forgot-password', { email: 'not-an-address' }, { address: freshAddress() });
    assert.equal(invalid.status, 400);
    // Mails are queued one at a time in the order asked: once the sentinel's is there, every earlier one was decided.
    assert.equal((await portal('/forgot-password', { email: sentinel.email }, { address: freshAddress() })).status, 200);
    await waitFor("the sentinel's reset mail", async () => (await resetRows(sentinel.email)) === 1);
    assert.equal(await resetRows(email), 3);
  });

  test('no link secret is stored in plain text: the outbox keeps it sealed until sent, retries while SMTP is down, and the delivered link works', async () => {
    const { email } = await newOwner('sealed');
    const rowOf = () => outboxRows().findOne({ where: { kind: 'owner-password-reset', toAddress: email } });
    await mailbox.stop();
    try {
      assert.equal((await portal('/forgot-password', { email }, { address: freshAddress() })).status, 200);
      await waitFor('a failed attempt', async () => ((await rowOf())?.attempts ?? 0) >= 1);
      const waiting = await rowOf();
      assert.equal(waiting?.delivery, 'pending', 'kept for a retry');
      assert.ok(waiting.sealedSecrets, 'the secret kept sealed for the retry');
      assert.doesNotMatch(waiting.body, /#set-password=\d+\.[\w-]{20,}/);
    } finally {
      await mailbox.start();
    }
    await waitFor('the reset mail once SMTP is back', () => mailbox.to(email).length === 1);
    const code = /#set-password=([\w.-]+)/.exec(mailbox.to(email)[0].text)?.[1];
    const [, secret] = code!.split('.');
    await waitFor('the row marked sent', async () => (await rowOf())?.delivery === 'sent');
    const sent = (await rowOf())!;
    assert.equal(sent.sealedSecrets, null, 'nothing of the secret left once sent');
    for (const column of ['body', 'html', 'headers', 'subject'] as const) assert.ok(!JSON.stringify(sent[column] ?? '').includes(secret), column);
    const next = 'verzegelde brief 2026';
    assert.equal((await portal('/set-password', { code, password: next, confirmPassword: next })).status, 200, 'the link delivered works');
  });

  test("mails sent before secrets were sealed lose their links' secrets on start; mails still to be sent keep theirs", async () => {
    const { scrubPlainSecrets } = compiled('src/outbox/scrub-plain-secrets');
    const outbox = outboxRows();
    const token = crypto.randomBytes(24).toString('base64url');
    const code = `12.${crypto.randomBytes(24).toString('base64url')}`;
    const body = `Bevestig: https://www.kustvastgoed.test/api/search-alerts/confirm/?lang=nl&id=5&exp=9&token=${token}\nWachtwoord: https://www.kustvastgoed.test/nl/login/#set-password=${code}`;
    const mail = (delivery: string) => ({
      kind: 'search-confirmation',
      language: 'nl',
      toAddress: `scrub-${delivery}@example.test`,
      subject: 'Bevestig uw zoekopdracht',
      body,
      html: `<a href="https://www.kustvastgoed.test/api/forms/confirm/?lang=nl&amp;id=5&amp;token=${token}">ja</a>`,
      headers: { 'List-Unsubscribe': `<https://www.kustvastgoed.test/api/search-alerts/unsubscribe/?lang=nl&id=5&exp=0&token=${token}>` },
      delivery,
      attempts: delivery === 'sent' ? 1 : 0,
      // The pending one is not due: the worker leaves it alone while the test looks at it.
      nextAttemptAt: new Date('2999-01-01'),
      giveUpAt: new Date('2999-01-02'),
    });
    const [sent, pending] = [await outbox.create({ data: mail('sent') }), await outbox.create({ data: mail('pending') })];
    try {
      assert.ok((await scrubPlainSecrets(cms().strapi)) >= 1);
      const after = (await outbox.findOne({ where: { id: sent.id } }))!;
      for (const column of ['body', 'html', 'headers'] as const) {
        const text = JSON.stringify(after[column]);
        assert.ok(!text.includes(token) && !text.includes(code), `${column} of a sent mail keeps no secret`);
        assert.match(text, /token=\[removed\]/, `${column}: the link is still recognisable`);
      }
      assert.match(after.body, /#set-password=\[removed\]/);
      assert.equal((await outbox.findOne({ where: { id: pending.id } }))?.body, body, 'a mail still to be sent keeps its working links');
      assert.equal(await scrubPlainSecrets(cms().strapi), 0, 'a second start finds nothing left');
    } finally {
      await outbox.deleteMany({ where: { id: { $in: [sent.id, pending.id] } } });
    }
  });
});
