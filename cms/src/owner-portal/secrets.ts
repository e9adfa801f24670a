import crypto from 'node:crypto';

/** A fresh random secret for a cookie or a link (256 bits, URL-safe). */
export const newSecret = () => crypto.randomBytes(32).toString('base64url');

/** What is stored instead of a secret: a leaked table then opens no session and resets no password. */
export const hashSecret = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');
