/**
 * The production topology of docker-compose.yml, run natively on one machine (no Docker engine): the
 * CMS on a fresh PostgreSQL database with its media in an S3 bucket (s3rver), two site instances
 * (`next start` on the built site) sharing their page cache through Redis under a key prefix of this
 * run, nginx from deploy/nginx/coast.conf in front, and an SMTP relay that counts mails. It checks what
 * the topology promises: two CMS instances started at once on the fresh database (one migrates and seeds,
 * the other waits: deploy/cms-start.mjs), pictures in the bucket served through the site, a publish on
 * both instances within 3 s, an instance killed under 30 s of load (every request it had not begun to
 * answer answered by the other), cached pages while the CMS restarts, each queued mail sent once by two
 * CMS instances, and a restore (pg_dump -Fc, pg_restore, the bucket copied into a fresh one) serving the
 * same pages.
 *
 * Needs PostgreSQL (127.0.0.1:5432, user postgres, trust; or the PG* variables), Redis (REDIS_URL or
 * 127.0.0.1:6379), nginx, the site's build (web/.next) and the CMS admin build (cms/dist/build).
 * Run: scripts/topology-test.sh (which skips it when a service is missing).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NGINX, writeFrontConfig } from './support/front.mjs';
import { startMailCounter } from './support/mail-counter.mjs';
import { freePort, start, waitFor } from './support/processes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CMS_DIR = path.join(ROOT, 'cms');
const WEB_DIR = path.join(ROOT, 'web');
const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));
const webRequire = createRequire(path.join(WEB_DIR, 'package.json'));
const { strapiSecrets, randomSecret } = cmsRequire('./scripts/strapi-secrets.js');

const PG = {
  host: process.env.PGHOST || '127.0.0.1',
  port: Number(process.env.PGPORT || 5432),
  user: process.env.PGUSER || 'postgres',
  password: process.env.PGPASSWORD || '',
};
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const run = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
const DATABASE = `coast_topology_${run}`;
const RESTORED = `${DATABASE}_restored`;
const REDIS_PREFIX = `coast-topology-${run}:`;
const BUCKET = 'coast-media';
/** Listings the seed imports: a few are enough here, and each costs drawn pictures in the bucket. */
const SEED_LISTINGS = 3;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-topology-'));
fs.chmodSync(work, 0o755); // nginx workers (nobody when started as root) read below it
const logs = path.join(ROOT, 'deploy', 'test', 'results');
fs.mkdirSync(logs, { recursive: true });
const logOf = (name) => path.join(logs, `${name}.log`);
for (const file of fs.readdirSync(logs)) fs.rmSync(path.join(logs, file));

const shared = { SITE_READ_TOKEN: randomSecret(32), WEBHOOK_SECRET: randomSecret(), PREVIEW_SECRET: randomSecret() };
const admin = { email: 'topology@kustvastgoed.test', password: `Topo-${randomSecret(9)}1a` };
const secrets = strapiSecrets();
const ports = {};
const processes = {};
let s3;
let s3Restored;
let mail;

const pgClient = async (database = 'postgres') => {
  const { Client } = cmsRequire('pg');
  const client = new Client({ ...PG, database });
  await client.connect();
  return client;
};
const sql = async (database, text, values) => {
  const client = await pgClient(database);
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
};
const url = (port, pathname = '/') => `http://127.0.0.1:${port}${pathname}`;
const front = (pathname) => url(ports.front, pathname);
const get = async (address, init) => {
  const response = await fetch(address, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const h1 = (html) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
const title = (html) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1]?.trim();

function cmsEnv(port, database, extra = {}) {
  return {
    ...process.env,
    ...secrets,
    ...shared,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: '',
    SITE_URL: front('').replace(/\/$/, ''),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DEMO_OWNER_PASSWORD: `Zee-${randomSecret(12)}-duin`,
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: '',
    DATABASE_HOST: PG.host,
    DATABASE_PORT: String(PG.port),
    DATABASE_NAME: database,
    DATABASE_USERNAME: PG.user,
    DATABASE_PASSWORD: PG.password,
    PRIVATE_UPLOADS_DIR: path.join(work, 'private-uploads'),
    SEED_ON_START: 'true',
    SEED_FEED_FILE: path.join(work, 'feed.json'),
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: url(ports.s3, ''),
    S3_PUBLIC_URL: url(ports.s3, `/${BUCKET}`),
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    AGENCY_EMAIL: 'agency@kustvastgoed.test',
    OUTBOX_POLL_MS: '300',
    CRM_BASE_URL: '',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_LOG: 'false',
    ...extra,
  };
}

/** `strapi start` on the compiled CMS through the start lock, as the image runs it. */
async function startCms(name, port, database, extra) {
  const strapiBin = path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
  const cms = start(name, process.execPath, [path.join(ROOT, 'deploy', 'cms-start.mjs'), process.execPath, strapiBin, 'start'], {
    cwd: CMS_DIR,
    env: cmsEnv(port, database, extra),
    log: logOf(name),
  });
  processes[name] = cms;
  // Started together, the second instance waits for the first one's whole start.
  await waitFor(cms, name, async () => (await fetch(url(port, '/_health'))).ok, 360_000);
  return cms;
}

/** `next start` on the built site, as the image runs it. */
async function startSite(name, port, { cmsPort, redis, mediaUrl = url(ports.s3, `/${BUCKET}`) }) {
  const site = start(name, path.join(WEB_DIR, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      ...shared,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: '',
      CMS_URL: url(cmsPort, '').replace(/\/$/, ''),
      SITE_URL: front('').replace(/\/$/, ''),
      MEDIA_URL: mediaUrl,
      REDIS_URL: redis ? REDIS_URL : '',
      REDIS_KEY_PREFIX: redis ? REDIS_PREFIX : '',
    },
    log: logOf(name),
  });
  processes[name] = site;
  await waitFor(site, name, async () => (await fetch(url(port, '/icon.png'))).ok, 60_000);
  return site;
}

async function adminToken(port) {
  const response = await fetch(url(port, '/admin/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  assert.equal(response.status, 200, 'admin login');
  return (await response.json()).data.token;
}

describe('the production topology on one machine', { concurrency: false }, () => {
  before(async () => {
    for (const name of ['cmsA', 'cmsB', 'cmsRestored', 'webA', 'webB', 'webRestored', 's3', 's3Restored', 'smtp', 'front']) ports[name] = await freePort();
    // A fresh database, and a small feed for the seed (its pages are all seeded; listings: a few).
    await sql('postgres', `CREATE DATABASE ${DATABASE}`);
    const snapshot = JSON.parse(fs.readFileSync(path.join(CMS_DIR, 'data', 'feed', 'snapshot.nl.json'), 'utf8'));
    const items = snapshot.GetPropertyListJsonResult.Items.slice(0, SEED_LISTINGS);
    fs.writeFileSync(path.join(work, 'feed.json'), JSON.stringify({ ...snapshot, GetPropertyListJsonResult: { RowCount: items.length, Items: items } }));
    // The cache library needs expiry events (docs/operations.md); a Redis without them gets them.
    const { createClient } = webRequire('redis');
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const events = (await redis.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? '';
    if (!(events.includes('E') && (events.includes('A') || (events.includes('x') && events.includes('e')))))
      await redis.configSet('notify-keyspace-events', [...new Set(`${events}Exe`)].join(''));
    await redis.disconnect();

    const S3rver = createRequire(path.join(ROOT, 'package.json'))('s3rver');
    s3 = new S3rver({ port: ports.s3, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET }] });
    await s3.run();
    mail = await startMailCounter(ROOT, ports.smtp);

    // The CMS's server code compiled once (the image does it at build; npm test before its lanes, saying
    // so with CMS_COMPILED=1); both instances then `strapi start` it.
    execFileSync(process.execPath, ['-e', "require('./scripts/strapi-context.js').strapiContext(process.cwd()).then(() => process.exit(0))"], {
      cwd: CMS_DIR,
      stdio: ['ignore', fs.openSync(logOf('cms-compile'), 'w'), fs.openSync(logOf('cms-compile'), 'a')],
    });
    // Two replicas of the CMS image started at once on the fresh database, both told to seed it.
    await Promise.all([startCms('cmsA', ports.cmsA, DATABASE), startCms('cmsB', ports.cmsB, DATABASE)]);
    await Promise.all([
      startSite('webA', ports.webA, { cmsPort: ports.cmsA, redis: true }),
      startSite('webB', ports.webB, { cmsPort: ports.cmsA, redis: true }),
    ]);
    processes.front = start('front', NGINX, ['-c', writeFrontConfig({ root: ROOT, work, sitePorts: [ports.webA, ports.webB], frontPort: ports.front })], {
      cwd: work,
      env: process.env,
      log: logOf('nginx'),
    });
    await waitFor(processes.front, 'nginx', async () => (await fetch(front('/icon.png'))).ok, 10_000);
  });

  after(async () => {
    for (const p of Object.values(processes).reverse()) await p.stop().catch(() => {});
    await s3?.close().catch(() => {});
    await s3Restored?.close().catch(() => {});
    await mail?.stop();
    const { createClient } = webRequire('redis');
    const redis = createClient({ url: REDIS_URL });
    await redis.connect().catch(() => {});
    for await (const key of redis.scanIterator({ MATCH: `${REDIS_PREFIX}*`, COUNT: 500 })) await redis.unlink(key);
    await redis.disconnect().catch(() => {});
    for (const db of [DATABASE, RESTORED]) await sql('postgres', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => {});
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('two CMS instances started at once on a fresh database: one migrates and seeds, the other waits, both answer', async () => {
    for (const port of [ports.cmsA, ports.cmsB]) assert.equal((await fetch(url(port, '/_health'))).status, 204);
    const waited = ['cmsA', 'cmsB'].filter((name) => fs.readFileSync(logOf(name), 'utf8').includes('another CMS instance is starting'));
    assert.equal(waited.length, 1, 'exactly one instance waited for the start lock');
    // Everything the migrations, the schema sync, the bootstrap and the seed write, once.
    const duplicates = {
      migrations: `SELECT name FROM strapi_migrations_internal GROUP BY name HAVING count(*) > 1`,
      locales: `SELECT code FROM i18n_locale GROUP BY code HAVING count(*) > 1`,
      'admin roles': `SELECT code FROM admin_roles GROUP BY code HAVING count(*) > 1`,
      'user roles': `SELECT type FROM up_roles GROUP BY type HAVING count(*) > 1`,
      'menu pages': `SELECT key, locale FROM menu_pages GROUP BY key, locale, published_at IS NULL HAVING count(*) > 1`,
      listings: `SELECT external_id FROM properties GROUP BY external_id, locale, published_at IS NULL HAVING count(*) > 1`,
    };
    for (const [what, query] of Object.entries(duplicates)) assert.deepEqual(await sql(DATABASE, query), [], `${what} written twice`);
    const [{ admins }] = await sql(DATABASE, `SELECT count(*)::int AS admins FROM admin_users`);
    assert.equal(admins, 1, 'the first admin created once');
    const [{ listings }] = await sql(DATABASE, `SELECT count(DISTINCT external_id)::int AS listings FROM properties`);
    assert.equal(listings, SEED_LISTINGS);
  });

  test('a picture uploaded in the CMS is stored in the bucket and served through the site', async () => {
    const token = await adminToken(ports.cmsA);
    const form = new FormData();
    form.append('files', new Blob([fs.readFileSync(path.join(CMS_DIR, 'favicon.png'))], { type: 'image/png' }), 'topology.png');
    const response = await fetch(url(ports.cmsA, '/upload'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    assert.equal(response.status, 201, await response.clone().text());
    const [file] = await response.json();
    const publicBase = url(ports.s3, `/${BUCKET}/uploads/`);
    assert.ok(file.url.startsWith(publicBase), `stored at ${file.url}, not in the bucket`);
    // The object is in the bucket (and nowhere on the CMS's disk).
    const key = file.url.slice(url(ports.s3, `/${BUCKET}/`).length);
    const object = await s3.store.getObject(BUCKET, key);
    assert.ok(object, `no object ${key} in the bucket`);
    assert.equal(fs.existsSync(path.join(CMS_DIR, 'public', key)), false, 'also written to the CMS disk');
    // Through the front and the site's image optimiser, as a visitor's page asks for it.
    const image = await fetch(front(`/_next/image?url=${encodeURIComponent(file.url)}&w=400&q=75`), { headers: { accept: 'image/webp,*/*' } });
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/webp');
    // By the short address pages write (/img/<width>/<file>): the same picture, kept by the front, any query ignored.
    const short = `/img/400/${file.url.slice(publicBase.length)}`;
    const first = await fetch(front(short), { headers: { accept: 'image/webp,*/*' } });
    assert.equal(first.status, 200, short);
    assert.equal(first.headers.get('content-type'), 'image/webp');
    assert.equal(first.headers.get('x-middleware-rewrite'), null, 'the front names the bucket');
    const again = await fetch(front(`${short}?v=2`), { headers: { accept: 'image/webp,*/*' } });
    assert.equal(again.headers.get('x-cache-status'), 'HIT');
    assert.deepEqual(Buffer.from(await again.arrayBuffer()), Buffer.from(await first.arrayBuffer()));
    // A listing page names its photos so, from the bucket.
    const list = await get(front('/nl/te-koop/'));
    assert.match(list.text, /srcSet="\/img\/250\/listing_[^" ]+\.jpg 250w/);
    // The seeded listings' pictures went to the bucket too, and a listing page shows them from there.
    const seeded = await sql(DATABASE, `SELECT count(*)::int AS n FROM files WHERE url LIKE $1`, [`${publicBase}%`]);
    assert.ok(seeded[0].n > 1, 'the seed stored no pictures in the bucket');
  });

  test('a publish shows through nginx and on both site instances within 3 s', async () => {
    const pathname = '/nl/cookiebeleid/';
    // Both instances (and the front) have the page cached before the change.
    for (const base of [ports.webA, ports.webB, ports.front]) assert.equal((await get(url(base, pathname))).status, 200);
    const [{ document_id: documentId, title: before }] = await sql(
      DATABASE,
      `SELECT document_id, title FROM menu_pages WHERE key = 'cookie-policy' AND locale = 'nl' AND published_at IS NOT NULL`,
    );
    const changed = `${before} (${run})`;
    const token = await adminToken(ports.cmsA);
    const call = async (method, pathname2, body) => {
      const response = await fetch(url(ports.cmsA, pathname2), {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      assert.ok(response.ok, `${method} ${pathname2}: ${response.status}`);
    };
    const pages = '/content-manager/collection-types/api::menu-page.menu-page';
    await call('PUT', `${pages}/${documentId}?locale=nl`, { title: changed });
    await call('POST', `${pages}/${documentId}/actions/publish?locale=nl`, {});
    const published = Date.now();
    // The webhook reached one instance (through nginx); Redis tells the other.
    for (const [name, port] of [
      ['site instance A', ports.webA],
      ['site instance B', ports.webB],
      ['nginx', ports.front],
    ]) {
      await waitFor(null, `the new title on ${name}`, async () => h1((await get(url(port, pathname))).text) === changed, 3_000 - (Date.now() - published));
    }
  });

  test('one site instance killed under 30 s of load: every request it had not begun to answer is answered', async () => {
    const paths = ['/nl/', '/fr/', '/en/', '/de/', '/nl/cookiebeleid/'];
    for (const pathname of paths) assert.equal((await get(front(pathname))).status, 200);
    const started = Date.now();
    const deadline = started + 30_000;
    let sent = 0;
    let killedAt = null;
    let sentAfterKill = 0;
    const failures = [];
    // Answers the killed instance was sending at that instant: no proxy can move a half-sent answer (its
    // headers are out), and the site streams its pages (the shell first, the rest as it renders).
    const cut = [];
    // Bounded loopback load: 7 visitors, each one request at a time. Half the requests skip nginx's page
    // cache (RSC requests, as client navigation sends), so both instances answer all along, the killed
    // one included until its end.
    const visitor = async (n) => {
      for (let i = n; Date.now() < deadline; i++) {
        const pathname = paths[i % paths.length];
        const kind = i % 2 ? 'navigation' : 'page';
        sent++;
        if (killedAt) sentAfterKill++;
        const sentAt = Date.now();
        const what = `${kind} ${pathname} sent at ${sentAt - started} ms`;
        try {
          const response = await fetch(front(pathname), kind === 'navigation' ? { headers: { rsc: '1' } } : {});
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${what}: ${response.status}`);
        } catch (error) {
          // Sent before the kill and broken off: one of the answers nginx logs as cut (counted below).
          (killedAt && sentAt < killedAt ? cut : failures).push(`${what}: ${error.cause?.message ?? error.message}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 7 }, (_, n) => visitor(n)));
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    // A crash, not a stop: no chance to finish what it is answering (SIGKILL to its process group).
    killedAt = Date.now();
    await processes.webB.stop('SIGKILL');
    await load;
    const errors = fs.readFileSync(path.join(work, 'nginx', 'error.log'), 'utf8');
    fs.writeFileSync(logOf('nginx-error'), errors);
    const met = errors.split('\n').filter((line) => line.includes(`127.0.0.1:${ports.webB}`) && !line.includes('temporarily disabled'));
    // nginx's own account: requests B dropped before their headers (passed to A), answers cut mid-way.
    const retried = met.filter((line) => /(reset by peer|prematurely closed).*while reading response header/.test(line)).length;
    const cutByNginx = met.filter((line) => /while reading upstream/.test(line) && !line.includes('subrequest:')).length;
    // Every request B had not begun to answer was passed to A: refused, reset or dropped before its headers.
    assert.deepEqual(failures, [], `${failures.length} of ${sent} requests failed (${cut.length} more cut mid-answer)`);
    assert.ok(cut.length <= cutByNginx, `${cut.length} requests broken off, nginx logged ${cutByNginx} answers cut: ${cut.join('; ')}`);
    console.log(
      `# ${sent} requests through nginx in 30 s, site instance B killed at 15 s (${sentAfterKill} sent after): ` +
        `${sent - cut.length} answered (${retried} of them dropped by B before their headers, passed to A), ` +
        `${cut.length} cut mid-answer by B's death${cut.length ? `: ${cut.join('; ')}` : ''}`,
    );
    assert.ok(met.length > 0, 'nginx never tried the killed instance: the kill was not under load');
    // A floor only (the machine may be busy): the load ran throughout, before and after the kill.
    assert.ok(sent > 150 && sentAfterKill > 50, `only ${sent} requests sent (${sentAfterKill} after the kill)`);
  });

  test('two CMS instances on one database send each queued mail exactly once', async () => {
    const subjects = Array.from({ length: 40 }, (_, i) => `topology ${run} ${i}`);
    const now = new Date();
    const giveUp = new Date(now.getTime() + 3_600_000);
    // One statement: both workers find the whole batch due at once and compete for every row.
    const values = subjects.map(
      (_, i) => `($${3 * i + 3}, 'agency-notification', 'nl', 'agency@kustvastgoed.test', $${3 * i + 4}, $${3 * i + 5}, 'pending', 0, $1, $2, $1, $1, $1)`,
    );
    await sql(
      DATABASE,
      `INSERT INTO outbox_mails (document_id, kind, language, to_address, subject, body, delivery, attempts, next_attempt_at, give_up_at, created_at, updated_at, published_at)
       VALUES ${values.join(', ')}`,
      [now, giveUp, ...subjects.flatMap((subject) => [crypto.randomBytes(12).toString('hex'), subject, 'Topology test'])],
    );
    const ours = () => mail.subjects.filter((s) => s.startsWith(`topology ${run} `));
    await waitFor(null, 'every queued mail sent', async () => ours().length >= subjects.length, 20_000);
    // A second send would come within a poll or two of the first.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.deepEqual(ours().sort(), [...subjects].sort());
    const rows = await sql(DATABASE, `SELECT delivery FROM outbox_mails WHERE subject LIKE $1`, [`topology ${run} %`]);
    assert.ok(
      rows.every((r) => r.delivery === 'sent'),
      'a row not marked sent',
    );
  });

  test('the CMS restarted: cached pages keep answering', async () => {
    const paths = ['/nl/', '/fr/', '/nl/cookiebeleid/'];
    // Rendered by the instance that is left (each instance serves its own renders while the CMS is away).
    for (const pathname of paths) assert.equal((await get(url(ports.webA, pathname))).status, 200);
    await Promise.all([processes.cmsA.stop(), processes.cmsB.stop()]);
    for (const pathname of paths) {
      for (const address of [front(pathname), url(ports.webA, pathname)]) {
        const page = await get(address);
        assert.equal(page.status, 200, `${address} while the CMS is down`);
        assert.ok(h1(page.text), `${address}: no heading`);
      }
    }
    await startCms('cmsA', ports.cmsA, DATABASE, { SEED_ON_START: 'false' });
    assert.equal((await get(front('/nl/'))).status, 200);
  });

  test('a restore (pg_dump -Fc and pg_restore, the bucket copied into a fresh one) serves the same pages and pictures', async (t) => {
    const missing = ['pg_dump', 'pg_restore'].filter((tool) => {
      try {
        execFileSync(tool, ['--version'], { stdio: 'ignore' });
        return false;
      } catch {
        return true;
      }
    });
    if (missing.length) return t.skip(`${missing.join(' and ')} not installed: no restore drill`);
    const pgEnv = { ...process.env, PGHOST: PG.host, PGPORT: String(PG.port), PGUSER: PG.user, PGPASSWORD: PG.password };
    // The backup, as docs/operations.md writes it: the dump, then the bucket's objects to a folder.
    const dump = path.join(work, 'coast.dump');
    execFileSync('pg_dump', ['--no-owner', '--no-privileges', '-Fc', '-f', dump, DATABASE], { env: pgEnv });
    const S3 = createRequire(cmsRequire.resolve('@strapi/provider-upload-aws-s3'))('@aws-sdk/client-s3');
    const s3Client = (port) =>
      new S3.S3Client({
        endpoint: url(port, ''),
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
    const copy = path.join(work, 'media-backup');
    const source = s3Client(ports.s3);
    const keys = [];
    for (let token; ;) {
      const page = await source.send(new S3.ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((object) => object.Key));
      if (!(token = page.NextContinuationToken)) break;
    }
    for (const key of keys) {
      const object = await source.send(new S3.GetObjectCommand({ Bucket: BUCKET, Key: key }));
      fs.mkdirSync(path.dirname(path.join(copy, key)), { recursive: true });
      fs.writeFileSync(path.join(copy, key), await object.Body.transformToByteArray());
    }
    // The restore: a fresh database from the dump, a fresh bucket (another S3 endpoint, empty) from the folder.
    await sql('postgres', `CREATE DATABASE ${RESTORED}`);
    execFileSync('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '-d', RESTORED, dump], { env: pgEnv, stdio: ['ignore', 'ignore', 'pipe'] });
    const S3rver = createRequire(path.join(ROOT, 'package.json'))('s3rver');
    s3Restored = new S3rver({
      port: ports.s3Restored,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(work, 's3-restored'),
      configureBuckets: [{ name: BUCKET }],
    });
    await s3Restored.run();
    const target = s3Client(ports.s3Restored);
    for (const key of keys) await target.send(new S3.PutObjectCommand({ Bucket: BUCKET, Key: key, Body: fs.readFileSync(path.join(copy, key)) }));
    // Every file the restored database names is in the fresh bucket (the rows keep the media address of the
    // backup: in production S3_PUBLIC_URL stays the same; here the fresh bucket has another address).
    const named = (await sql(RESTORED, `SELECT url, formats FROM files`)).flatMap((row) => [
      row.url,
      ...Object.values(row.formats ?? {}).map((format) => format.url),
    ]);
    const prefix = url(ports.s3, `/${BUCKET}/`);
    assert.ok(named.length > 1, 'no files in the restored database');
    const restoredKeys = new Set();
    for (let token; ;) {
      const page = await target.send(new S3.ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
      for (const object of page.Contents ?? []) restoredKeys.add(object.Key);
      if (!(token = page.NextContinuationToken)) break;
    }
    for (const address of named) {
      assert.ok(address.startsWith(prefix), `${address}: not in the bucket`);
      assert.ok(restoredKeys.has(address.slice(prefix.length)), `${address}: missing from the restored bucket`);
    }
    // A CMS and a site of their own on the restored copies (no shared cache: every page rendered from them).
    const restoredMedia = { S3_ENDPOINT: url(ports.s3Restored, ''), S3_PUBLIC_URL: url(ports.s3Restored, `/${BUCKET}`) };
    await startCms('cmsRestored', ports.cmsRestored, RESTORED, { SEED_ON_START: 'false', OUTBOX_WORKER: 'false', SITE_URL: '', ...restoredMedia });
    await startSite('webRestored', ports.webRestored, { cmsPort: ports.cmsRestored, redis: false, mediaUrl: restoredMedia.S3_PUBLIC_URL });
    for (const pathname of ['/nl/', '/fr/', '/de/', '/nl/cookiebeleid/']) {
      const [live, restored] = [await get(front(pathname)), await get(url(ports.webRestored, pathname))];
      assert.equal(restored.status, 200, pathname);
      assert.ok(title(live.text) && h1(live.text), `${pathname}: no title or heading on the live site`);
      assert.equal(title(restored.text), title(live.text), `${pathname}: title`);
      assert.equal(h1(restored.text), h1(live.text), `${pathname}: heading`);
    }
    // A listing picture served by the restored site from the fresh bucket, and a new upload stored there.
    const picture = url(ports.s3Restored, `/${BUCKET}/${(named.find((address) => /\.(jpe?g|png|webp)$/i.test(address)) ?? named[0]).slice(prefix.length)}`);
    const image = await fetch(url(ports.webRestored, `/_next/image?url=${encodeURIComponent(picture)}&w=400&q=75`), { headers: { accept: 'image/webp,*/*' } });
    assert.equal(image.status, 200, `${picture} through the restored site`);
    const form = new FormData();
    form.append('files', new Blob([fs.readFileSync(path.join(CMS_DIR, 'favicon.png'))], { type: 'image/png' }), 'restored.png');
    const upload = await fetch(url(ports.cmsRestored, '/upload'), {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken(ports.cmsRestored)}` },
      body: form,
    });
    assert.equal(upload.status, 201, await upload.clone().text());
    const [file] = await upload.json();
    assert.ok(file.url.startsWith(restoredMedia.S3_PUBLIC_URL), `uploaded to ${file.url}`);
    console.log(`# restored: ${keys.length} objects copied, ${named.length} file addresses of the database all in the fresh bucket`);
  });
});
