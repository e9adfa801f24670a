/** A session ends after this long without a request (OWNER_SESSION_IDLE_MINUTES, default 30). */
export const sessionIdleMs = () => Number(process.env.OWNER_SESSION_IDLE_MINUTES || 30) * 60_000;
/** And at the latest this long after login, however active (OWNER_SESSION_MAX_HOURS, default 12). */
export const sessionMaxMs = () => Number(process.env.OWNER_SESSION_MAX_HOURS || 12) * 3_600_000;
/** A forgot-password link works once, within this time. */
export const RESET_LINK_MS = 60 * 60_000;
/** An invitation's set-password link: the owner may read the mail days later. */
export const INVITATION_LINK_MS = 7 * 24 * 3_600_000;
/** Failed logins allowed per account and client address before it must wait (OWNER_LOGIN_MAX_FAILURES, default 5). */
export const loginMaxFailures = () => Number(process.env.OWNER_LOGIN_MAX_FAILURES || 5);
export const LOGIN_WINDOW_MS = 15 * 60_000;
