import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  contentSecurityPolicy,
  permissionsPolicy,
  responseSecurityHeaders,
  securityEnv,
  STATIC_HEADERS,
  THIRD_PARTY_SOURCES,
  type SecurityEnv,
} from '../src/security/headers';
import { withSecurityHeaders } from '../src/security/proxy-headers';

/** The sources of one directive of a policy. */
const directives =
  (policy: string) =>
  (name: string): string[] =>
    policy
      .split('; ')
      .map((d) => d.split(' '))
      .find(([n]) => n === name)
      ?.slice(1) ?? [];
const local: SecurityEnv = { production: true, siteUrl: 'http://localhost:3000', cmsOrigins: ['http://127.0.0.1:1337'], nonce: 'n0nce' };

describe('security headers of the site', () => {
  test('scripts: the site itself and the build nonce, never inline code or attributes', () => {
    const csp = directives(contentSecurityPolicy(local));
    // Beside the site and the nonce, only the consent-gated tag hosts (src/consent/tags.ts), as https hosts.
    assert.deepEqual(csp('script-src'), ["'self'", "'nonce-n0nce'", ...THIRD_PARTY_SOURCES.scripts]);
    for (const host of THIRD_PARTY_SOURCES.scripts) assert.match(host, /^https:\/\/(\*\.)?[a-z0-9.-]+\.[a-z]+$/, host);
    assert.deepEqual(csp('script-src-attr'), ["'none'"]);
    assert.equal(contentSecurityPolicy(local).includes("'unsafe-eval'"), false);
    assert.ok(directives(contentSecurityPolicy({ ...local, production: false }))('script-src').includes("'unsafe-eval'"), 'React needs eval in development');
    assert.deepEqual(csp('object-src'), ["'none'"]);
    // Frames: the embed hosts only (videos and tours behind the consent gate), each over https.
    assert.deepEqual(csp('frame-src'), THIRD_PARTY_SOURCES.frames);
    for (const host of THIRD_PARTY_SOURCES.frames) assert.match(host, /^https:\/\/[a-z0-9.-]+\.[a-z]+$/, host);
  });

  test('framed only by the site and the CMS admin (its origins as the server and the browser know them)', () => {
    const env = securityEnv({
      NODE_ENV: 'production',
      CMS_URL: 'http://127.0.0.1:1337/',
      CMS_PUBLIC_URL: 'https://cms.kustvastgoed.be/admin',
      SITE_URL: 'https://www.kustvastgoed.be',
    });
    // A CMS on this machine is framed by whichever loopback name its admin was opened at.
    // Not [::1]: an IPv6 literal is no valid CSP source (Chromium ignores it with a console error).
    const local = ['http://localhost:1337', 'http://127.0.0.1:1337'];
    assert.deepEqual(env.cmsOrigins, [...local, 'https://cms.kustvastgoed.be']);
    const csp = directives(contentSecurityPolicy(env));
    assert.deepEqual(csp('frame-ancestors'), ["'self'", ...local, 'https://cms.kustvastgoed.be']);
    assert.ok(csp('img-src').includes('https://cms.kustvastgoed.be'), 'pictures of the CMS');
  });

  test('HSTS and upgraded requests only in production over https', () => {
    const https = { ...local, siteUrl: 'https://www.kustvastgoed.be' };
    assert.equal(responseSecurityHeaders(https)['Strict-Transport-Security'], 'max-age=31536000; includeSubDomains');
    assert.ok(contentSecurityPolicy(https).endsWith('upgrade-insecure-requests'));
    assert.equal(responseSecurityHeaders(local)['Strict-Transport-Security'], undefined);
    assert.equal(responseSecurityHeaders({ ...https, production: false })['Strict-Transport-Security'], undefined);
    assert.equal(contentSecurityPolicy(local).includes('upgrade-insecure-requests'), false);
  });

  test('fixed headers: nosniff, referrer, features off; an embed host gets fullscreen', () => {
    const fixed = (key: string) => STATIC_HEADERS.find((header) => header.key === key)?.value ?? '';
    assert.equal(fixed('X-Content-Type-Options'), 'nosniff');
    assert.equal(fixed('Referrer-Policy'), 'strict-origin-when-cross-origin');
    // Next compiles a headers() value holding ':' as a path pattern on every request: those go in the proxy's.
    for (const { key, value } of STATIC_HEADERS) assert.equal(value.includes(':'), false, key);
    const features = responseSecurityHeaders(local)['Permissions-Policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) assert.ok(features.includes(`${feature}=()`), feature);
    assert.ok(features.includes('fullscreen=(self "https://www.youtube-nocookie.com"'), 'embedded videos may go full screen');
    assert.ok(permissionsPolicy(['https://www.youtube-nocookie.com/embed']).endsWith('fullscreen=(self "https://www.youtube-nocookie.com")'));
  });

  test("the proxy's answer carries the process's headers, the policy included (next start hands it to the renderer)", () => {
    const answer = withSecurityHeaders(new Response(null, { headers: { 'x-middleware-rewrite': '/site/nl/_/nl/' } }));
    for (const [name, value] of Object.entries(responseSecurityHeaders())) assert.equal(answer.headers.get(name), value, name);
    assert.match(answer.headers.get('content-security-policy') ?? '', /'nonce-[\w-]+'/);
    assert.equal(answer.headers.get('x-middleware-rewrite'), '/site/nl/_/nl/');
  });
});
