/** Minimal HTTP clients for the tests: GraphQL and REST as the site and a visitor would call them. */
const http = require('node:http');
async function graphql(url, query, variables = {}, { token } = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  return { status: response.status, data: body.data, errors: body.errors };
}

/**
 * A REST call from another loopback address (`from`: 127.0.0.2 ...), on a connection of its own: the CMS
 * counts that address's request budget apart from the one every other suite spends.
 */
function restFrom(from, url, pathname, { method = 'GET', token, body } = {}) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const headers = {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
    };
    const request = http.request(`${url}${pathname}`, { method, localAddress: from, agent: false, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {}
        const named = Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
        resolve({ status: response.statusCode, json, text, headers: new Headers(named) });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function rest(url, pathname, { method = 'GET', token, body, from } = {}) {
  if (from) return restFrom(from, url, pathname, { method, token, body });
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, json, text, headers: response.headers };
}

/**
 * GraphQL after a long import. The importer runs in the test's process (and SQLite blocks it), so the
 * server may close an idle keep-alive connection just as fetch reuses it ("fetch failed"): that one is
 * retried once, on a new connection.
 */
async function graphqlAfterImport(url, query, variables = {}) {
  try {
    return await graphql(url, query, variables);
  } catch (error) {
    if (error?.message !== 'fetch failed') throw error;
    return graphql(url, query, variables);
  }
}

const adminTokens = new Map();

/**
 * An admin's access token (the admin panel's login), for admin-only routes: logged in once per CMS, as
 * Strapi limits admin logins per address and e-mail and many suites need the token.
 */
async function adminToken(url) {
  if (!adminTokens.has(url)) {
    const login = rest(url, '/admin/login', { method: 'POST', body: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } }).then((r) => {
      if (r.status !== 200) throw new Error(`admin login: ${r.status} ${r.text}`);
      return r.json.data.token;
    });
    adminTokens.set(url, login);
    login.catch(() => adminTokens.delete(url));
  }
  return adminTokens.get(url);
}

module.exports = { graphql, graphqlAfterImport, rest, adminToken };
