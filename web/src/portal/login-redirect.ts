/**
 * Where a portal page sends a visitor without a valid session: the login page (`loginPath`, from the
 * CMS), which brings them back to that page once logged in and, when they had a session (expired or no
 * longer valid), says why.
 */
export function loginRedirect(loginPath: string, portalPath: string, hadSession: boolean): string {
  const query = new URLSearchParams({ next: portalPath });
  if (hadSession) query.set('expired', '1');
  return `${loginPath}?${query.toString()}`;
}
