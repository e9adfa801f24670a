/**
 * What every visitor-forms suite does the same way: a captcha solved for real (altcha-lib's proof of
 * work, as the browser's widget does), a visitor address never used before in this run (the rate
 * limit counts per form and address; one counter for all suites), and waiting for what the outbox does.
 */
const assert = require('node:assert/strict');
const { solveChallenge } = require('altcha-lib');
const { deriveKey } = require('altcha-lib/algorithms/sha');
const { cms } = require('./context');

let nextAddress = 0;
/** 198.18.0.0/15 is set aside for benchmarks and tests: no visitor has such an address. */
function freshAddress() {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

/** A challenge from the CMS (never cached), solved: the payload the widget posts as `altcha`. */
async function solvedCaptcha() {
  const response = await fetch(`${cms().url}/api/forms/challenge`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Polls `check` every 100 ms; fails the test with `what` after `timeoutMs`. */
async function waitFor(what, check, timeoutMs = 20_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
}

module.exports = { freshAddress, solvedCaptcha, waitFor };
