/** The header in which the site's server passes the owner's session secret (read from its cookie). */
export const OWNER_SESSION_HEADER = 'x-owner-session';

export const sessionSecretOf = (request: { get(name: string): string }) => request.get(OWNER_SESSION_HEADER).trim();
