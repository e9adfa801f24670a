import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The apps the global setup started (from its environment). */
export function site(pathname = '/'): string {
  const base = process.env.E2E_SITE_URL;
  if (!base) throw new Error('E2E_SITE_URL is not set: run through playwright.config.ts (global setup)');
  return `${base}${pathname}`;
}

/** A published GraphQL read, as the public sees it. */
export async function cmsQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${process.env.E2E_CMS_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * The admin's token, logged in once per CMS run and kept in a file every spec shares: the CMS limits
 * admin logins, and a spec's hooks may run again (in another worker process) after a failed test.
 * A token older than 20 minutes, or `renew`, logs in again: Strapi's admin access token expires within the run.
 */
export async function adminToken({ renew = false } = {}): Promise<string> {
  const cms = process.env.E2E_CMS_URL ?? '';
  const file = path.join(os.tmpdir(), `coast-e2e-admin-${new URL(cms).port}-${process.env.E2E_CMS_PID ?? ''}.token`);
  if (!renew && fs.existsSync(file) && Date.now() - fs.statSync(file).mtimeMs < 20 * 60_000) return fs.readFileSync(file, 'utf8');
  const login = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  fs.writeFileSync(file, token, { mode: 0o600 });
  return token;
}

/** The CMS's admin API, as the admin panel uses it (edit a draft, publish). */
export async function adminApi() {
  const cms = process.env.E2E_CMS_URL;
  let token = await adminToken();
  const send = (method: string, pathname: string, body?: unknown) =>
    fetch(`${cms}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const call = async (method: string, pathname: string, body?: unknown) => {
    let response = await send(method, pathname, body);
    if (response.status === 401) {
      token = await adminToken({ renew: true });
      response = await send(method, pathname, body);
    }
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const pages = '/content-manager/collection-types/api::menu-page.menu-page';
  return {
    /** Any admin API call (the content manager's), e.g. setting a listing's relation as the admin panel saves it. */
    call,
    /** Saves a draft change of a page in one language (not published). */
    updatePageDraft: (documentId: string, locale: string, data: Record<string, unknown>) => call('PUT', `${pages}/${documentId}?locale=${locale}`, data),
    publishPage: (documentId: string, locale: string) => call('POST', `${pages}/${documentId}/actions/publish?locale=${locale}`, {}),
    unpublishPage: (documentId: string, locale: string) => call('POST', `${pages}/${documentId}/actions/unpublish?locale=${locale}`, {}),
    /** Saves fields of a listing (listings have no drafts: live at once), as an import or staff would. */
    updateListing: (documentId: string, data: Record<string, unknown>) =>
      call('PUT', `/content-manager/collection-types/api::property.property/${documentId}`, data),
  };
}
