/** Owner accounts' public endpoints give nothing away about which e-mail addresses exist. */
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const { rest } = require('../helpers/http');
const { cms, database } = require('../helpers/context');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timedForgot(email) {
  const started = process.hrtime.bigint();
  const r = await rest(cms().url, '/api/auth/forgot-password', { method: 'POST', body: { email } });
  return { status: r.status, body: r.text, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

describe(`owner accounts on ${database}`, () => {
  test('forgot-password answers the same, in the same time, for an owner and for an unknown address (no SMTP server here)', async () => {
    const users = cms().strapi.db.query('plugin::users-permissions.user');
    const owner = await users.create({ data: { username: 'owner-enum', email: 'eigenaar@example.be', provider: 'local', confirmed: true, blocked: false } });
    try {
      const known = [];
      const unknown = [];
      for (let i = 0; i < 5; i += 1) {
        known.push(await timedForgot('eigenaar@example.be'));
        unknown.push(await timedForgot(`niemand${i}@example.be`));
      }
      for (const r of [...known, ...unknown]) assert.deepEqual([r.status, r.body], [200, '{"ok":true}']);
      const [a, b] = [median(known.map((r) => r.ms)), median(unknown.map((r) => r.ms))];
      assert.ok(Math.abs(a - b) < 15, `median ${a.toFixed(1)} ms for the owner, ${b.toFixed(1)} ms for nobody`);
      const invalid = await rest(cms().url, '/api/auth/forgot-password', { method: 'POST', body: { email: 'not-an-address' } });
      assert.equal(invalid.status, 400);
    } finally {
      await users.delete({ where: { id: owner.id } });
    }
  });
});
