import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FormsConfig } from './config';

/**
 * The spec's captcha as a proof-of-work (ALTCHA, self-hosted: no third party is called). The CMS hands
 * out a signed challenge; the visitor's browser finds the secret counter (a fraction of a second of
 * hashing) and sends it back with the form; the CMS checks the signature, the expiry and the answer, and
 * accepts each solved challenge once.
 */
const CHALLENGE_LIFETIME_S = 20 * 60;

export async function newChallenge(config: FormsConfig): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: config.altchaCost,
    counter: randomInt(config.altchaMaxCounter, Math.floor(config.altchaMaxCounter / 10)),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_S,
    hmacSignatureSecret: config.altchaKey,
    hmacKeySignatureSecret: config.altchaKey,
  });
}

/** Solved challenges already used, until they expire (per CMS process: see README, "Visitor forms"). */
const used = new Map<string, number>();
const USED_MAX = 100_000;

function markUsed(nonce: string, expiresAt: number): boolean {
  const now = Date.now();
  if ((used.get(nonce) ?? 0) > now) return false;
  if (used.size >= USED_MAX) for (const [key, until] of used) if (until <= now || used.size >= USED_MAX) used.delete(key);
  used.set(nonce, expiresAt * 1000);
  return true;
}

function parsePayload(text: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object' || !('challenge' in value) || !('solution' in value)) return null;
    const { challenge, solution } = value as Payload;
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== 'string' || typeof solution?.counter !== 'number') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** Whether the widget's payload solves a challenge this CMS signed, in time, for the first time. */
export async function verifyCaptcha(config: FormsConfig, text: string): Promise<boolean> {
  const payload = parsePayload(text);
  if (!payload) return false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: config.altchaKey,
      hmacKeySignatureSecret: config.altchaKey,
    });
    if (!result.verified) return false;
  } catch {
    return false; // a malformed challenge (wrong algorithm, lengths): not a valid answer
  }
  return markUsed(payload.challenge.parameters.nonce, payload.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_S);
}
