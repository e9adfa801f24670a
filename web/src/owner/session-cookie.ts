/** The owner's session cookie: httpOnly (no script reads it), SameSite=Lax, Secure in production, path '/'. */
export const OWNER_SESSION_COOKIE = 'coast_owner_session';
/** The browser's copy ends with the CMS's absolute limit (12 h); the CMS ends it sooner when idle or at logout. */
const MAX_AGE_S = 12 * 3600;

export function sessionCookie(secret: string): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
  return `${OWNER_SESSION_COOKIE}=${secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_S}${secure}`;
}

export function clearedSessionCookie(): string {
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
  return `${OWNER_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** The session secret in a request's Cookie header, or ''. */
export function sessionSecretOf(request: Request): string {
  const cookies = request.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === OWNER_SESSION_COOKIE) return value.join('=');
  }
  return '';
}
