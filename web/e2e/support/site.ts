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

/** The CMS's admin API, as the admin panel uses it (login, edit a draft, publish). */
export async function adminApi() {
  const cms = process.env.E2E_CMS_URL;
  const login = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = async (method: string, pathname: string, body?: unknown) => {
    const response = await fetch(`${cms}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const pages = '/content-manager/collection-types/api::menu-page.menu-page';
  return {
    /** Saves a draft change of a page in one language (not published). */
    updatePageDraft: (documentId: string, locale: string, data: Record<string, unknown>) => call('PUT', `${pages}/${documentId}?locale=${locale}`, data),
    publishPage: (documentId: string, locale: string) => call('POST', `${pages}/${documentId}/actions/publish?locale=${locale}`, {}),
    unpublishPage: (documentId: string, locale: string) => call('POST', `${pages}/${documentId}/actions/unpublish?locale=${locale}`, {}),
  };
}
