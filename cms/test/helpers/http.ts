/** Minimal HTTP clients for the tests: GraphQL and REST as the site and a visitor would call them. */
import http from 'node:http';

/** One GraphQL error as the CMS answers it. */
export interface GraphQLError {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

/**
 * A GraphQL answer. `data` is typed as the caller's query expects it: absent when the operation was
 * refused, which the tests check through `errors` (or `data` itself) first.
 */
export interface GraphQLAnswer<Data> {
  status: number;
  data: Data;
  errors?: GraphQLError[];
}

/**
 * A REST answer. `json` is the parsed body typed as the caller expects it (null when the body is not
 * JSON: the tests check `status` first).
 */
export interface RestAnswer<Body> {
  status: number;
  json: Body;
  text: string;
  headers: Headers;
}

export interface RestOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
  /** Another loopback address to call from (127.0.0.2 ...). */
  from?: string;
}

/**
 * A body parsed as JSON, typed as the caller reads it: null when it is not JSON (the tests check the
 * status first, as a wrong shape fails their assertions anyway).
 */
export function parsedJson<Body = unknown>(text: string): Body {
  try {
    return JSON.parse(text) as Body;
  } catch {
    return null as Body;
  }
}

export async function graphql<Data = unknown>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  { token }: { token?: string | null } = {},
): Promise<GraphQLAnswer<Data>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: Data; errors?: GraphQLError[] };
  return { status: response.status, data: body.data, errors: body.errors };
}

/**
 * A REST call from another loopback address (`from`: 127.0.0.2 ...), on a connection of its own: the CMS
 * counts that address's request budget apart from the one every other suite spends.
 */
function restFrom<Body>(from: string, url: string, pathname: string, { method = 'GET', token, body }: RestOptions = {}): Promise<RestAnswer<Body>> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const headers = {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
    };
    const request = http.request(`${url}${pathname}`, { method, localAddress: from, agent: false, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = parsedJson<Body>(text);
        const named = Object.entries(response.headers).map(([name, value]): [string, string] => [
          name,
          Array.isArray(value) ? value.join(', ') : String(value),
        ]);
        resolve({ status: response.statusCode ?? 0, json, text, headers: new Headers(named) });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

export async function rest<Body = unknown>(url: string, pathname: string, { method = 'GET', token, body, from }: RestOptions = {}): Promise<RestAnswer<Body>> {
  if (from) return restFrom<Body>(from, url, pathname, { method, token, body });
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const json = parsedJson<Body>(text);
  return { status: response.status, json, text, headers: response.headers };
}

/**
 * GraphQL after a long import. The importer runs in the test's process (and SQLite blocks it), so the
 * server may close an idle keep-alive connection just as fetch reuses it ("fetch failed"): that one is
 * retried once, on a new connection.
 */
export async function graphqlAfterImport<Data = unknown>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<Data>> {
  try {
    return await graphql<Data>(url, query, variables);
  } catch (error) {
    if (!(error instanceof Error) || error.message !== 'fetch failed') throw error;
    return graphql<Data>(url, query, variables);
  }
}

const adminTokens = new Map<string, Promise<string>>();

/**
 * An admin's access token (the admin panel's login), for admin-only routes: logged in once per CMS, as
 * Strapi limits admin logins per address and e-mail and many suites need the token.
 */
export async function adminToken(url: string): Promise<string> {
  let login = adminTokens.get(url);
  if (!login) {
    login = rest<{ data: { token: string } }>(url, '/admin/login', {
      method: 'POST',
      body: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    }).then((r) => {
      if (r.status !== 200) throw new Error(`admin login: ${r.status} ${r.text}`);
      return r.json.data.token;
    });
    adminTokens.set(url, login);
    login.catch(() => adminTokens.delete(url));
  }
  return login;
}
