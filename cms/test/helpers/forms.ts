/**
 * What every visitor-forms suite does the same way: a captcha solved for real (altcha-lib's proof of
 * work, as the browser's widget does), a visitor address never used before in this run (the rate
 * limit counts per form and address; one counter for all suites), and waiting for what the outbox does.
 */
import assert from 'node:assert/strict';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { cms } from './context';

/** A queued mail (api::outbox-mail.outbox-mail) as the suites read it. */
export interface OutboxRow {
  id: number;
  documentId: string;
  kind: string;
  language: string;
  toAddress: string;
  toName: string | null;
  replyToAddress: string | null;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string> | null;
  delivery: string;
  attempts: number;
  lastError: string | null;
  sealedSecrets: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
}

/** A stored request (api::submission.submission) as the suites read it; relations when populated. */
export interface SubmissionRow {
  id: number;
  documentId: string;
  form: string;
  language: string;
  name: string | null;
  email: string | null;
  fields: Record<string, unknown>;
  /** A rental application's documents, kept in the private directory under their ids. */
  documents: { id: string; name: string; type: string; size: number }[] | null;
  consent: boolean;
  clientHash: string | null;
  state: string;
  submittedAt: string;
  appointmentDate: string | null;
  appointmentSlot: string | null;
  listing?: { id: number; documentId: string; externalId: number } | null;
  mails?: OutboxRow[];
}

let nextAddress = 0;
/** 198.18.0.0/15 is set aside for benchmarks and tests: no visitor has such an address. */
export function freshAddress(): string {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

/** A challenge from the CMS (never cached), solved: the payload the widget posts as `altcha`. */
export async function solvedCaptcha(): Promise<string> {
  const response = await fetch(`${cms().url}/api/forms/challenge`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Polls `check` every 100 ms; fails the test with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
}
