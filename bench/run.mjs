#!/usr/bin/env node
/**
 * Web benchmark: the site against a floor, in one run on one machine, printed as ratios.
 *   node bench/run.mjs        (or `pnpm bench`; after `pnpm install`)
 *
 * 1. Starts the CMS from source (production, throw-away seeded SQLite, as web/e2e/global-setup.ts does),
 *    the site's production build (built when missing, or with BENCH_BUILD=1) and a trivial floor app
 *    (bench/floor, built here with the site's own next/react) with `next start`, all on free loopback ports.
 * 2. wrk, 1 thread: each site page right after its floor (back to back, so both see the same machine):
 *    pages via next start vs the floor's prerendered page (the filtered list vs the floor's per-request
 *    page), then the same pages through the nginx front (deploy/nginx/coast.conf) vs nginx serving a file.
 * 3. RSS of both `next start` processes after the load; Lighthouse (mobile) on four pages and the floor;
 *    Chromium traces of the same first visits (style, layout, paint, SVG image documents: bench/lib/render-work.mjs).
 * Prints one table; raw results in bench/results/latest.json. Missed targets print FAIL, never exit 1.
 *
 * Settings (environment): BENCH_DURATION=5 (s per target), BENCH_WARMUP=2 (s before each), BENCH_CONNECTIONS=20,
 * BENCH_ACCEPT_ENCODING=gzip (as browsers send), BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_LIGHTHOUSE_RUNS=3 (median),
 * BENCH_RENDER_RUNS=5 (traces per page, 0 skips them), BENCH_BUILD=1 rebuilds web/, BENCH_HOSTILE=0 skips the hostile GraphQL set (bench/hostile-graphql.mjs). Logs of the processes it ran: bench/results/logs/.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { printHostileGraphql, runHostileGraphql } from './hostile-graphql.mjs';
import { freePort, keepLogs, log, processGroup, SITE_NODE, siteNodeVersion } from './lib/processes.mjs';
import { renderWork } from './lib/render-work.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'web');
const FLOOR = path.join(ROOT, 'bench', 'floor');
/** The floor with a proxy that only rewrites (bench/floor-proxy): assembled and built in the cache folder. */
const FLOOR_PROXY = path.join(ROOT, 'bench', '.cache', 'floor-proxy');
const RESULTS = path.join(ROOT, 'bench', 'results');
const require = createRequire(import.meta.url);

const env = process.env;
const cfg = {
  duration: Number(env.BENCH_DURATION ?? 5),
  warmup: Number(env.BENCH_WARMUP ?? 2),
  connections: Number(env.BENCH_CONNECTIONS ?? 20),
  threads: 1,
  acceptEncoding: env.BENCH_ACCEPT_ENCODING ?? 'gzip',
  lighthouse: env.BENCH_LIGHTHOUSE !== '0',
  lighthouseRuns: Math.max(1, Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3)),
  lighthouseNoScripts: env.BENCH_LIGHTHOUSE_NOSCRIPTS !== '0',
  build: env.BENCH_BUILD === '1',
  hostile: env.BENCH_HOSTILE !== '0',
  renderWorkRuns: Math.max(0, Number(env.BENCH_RENDER_RUNS ?? 5)),
};
// Targets, each judged against a floor measured in the same run.
/** next start: requests per second of a page over the floor's prerendered page of about its size. */
const NEXT_START_TARGET = 0.8;
/** Through the front: over nginx serving the very same page as a pre-gzipped file (one worker each). */
const FRONT_TARGET = 0.7;
/** The list's and the listing's HTML, uncompressed. */
const HTML_TARGET_KB = 60;
const HTML_TARGET_PAGES = ['list', 'listing'];
/** Lighthouse (mobile), median of the runs, each page against the floor's trivial page. */
const LIGHTHOUSE_TARGETS = { performance: 95, lcpOverFloorMs: 400, tbtOverFloorMs: 50, cls: 0.05, jsOverFloorKB: 30, homeMainThreadOverFloorMs: 500 };
const LIGHTHOUSE = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' }; // 12.x: 13 needs Node 22
const CHROMIUM = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The script files of both builds, refused by the browser in the "no scripts" Lighthouse rows. Lantern
 * (Lighthouse's simulation) counts in LCP every script that finished loading and began running before the
 * observed largest paint, with its download and its run slowed down; the floor paints before its scripts run,
 * and the site's pages ask for theirs after their first paint (docs/decisions/038-scripts-after-the-first-paint.md).
 */
const NO_SCRIPTS = ['*/_next/static/chunks/*.js'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const NEXT_BIN = path.join(WEB, 'node_modules', 'next', 'dist', 'bin', 'next');
const baseEnv = { ...env, NEXT_TELEMETRY_DISABLED: '1', STRAPI_TELEMETRY_DISABLED: 'true', npm_config_nodedir: env.npm_config_nodedir ?? '/usr' };

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coast-bench-'));
fs.chmodSync(work, 0o755); // nginx workers (nobody when started as root) read and write below it
const logs = path.join(work, 'logs');
fs.mkdirSync(logs);
const { processes, start, stop, tail, waitFor, cleanup } = processGroup({
  logs,
  cwd: ROOT,
  env: baseEnv,
  // The processes' logs outlive the run (bench/results/logs/, not committed): the first place to look.
  onExit: async () => {
    keepLogs(logs, path.join(RESULTS, 'logs'));
    fs.rmSync(work, { recursive: true, force: true });
  },
});
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: baseEnv, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}
/** Runs a command in the background (a build while the CMS seeds); resolves when it succeeded. */
function runAsync(name, command, args, options) {
  const proc = start(name, command, args, options);
  return new Promise((resolve, reject) =>
    proc.child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (${code}); its log:\n${tail(name)}`)))),
  );
}

// ---------------------------------------------------------------- tools
function ensureDebianPackages() {
  const missing = [];
  if (!hasCommand('wrk')) missing.push('wrk');
  if (!fs.existsSync('/usr/sbin/nginx')) missing.push('nginx-light');
  if (cfg.lighthouse && !fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (!missing.length) return;
  log(`Installing ${missing.join(', ')} from Debian's packages`);
  const aptEnv = { ...baseEnv, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (process.getuid?.() === 0 ? run('apt-get', args, { env: aptEnv }) : run('sudo', ['apt-get', ...args], { env: aptEnv }));
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...missing]);
}
function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}
/** Lighthouse, pinned, in a cache folder of its own (not a workspace dependency: 185 MB the site never needs). */
function ensureLighthouse() {
  const dir = path.join(ROOT, 'bench', '.cache', `lighthouse-${LIGHTHOUSE.lighthouse}`);
  if (!fs.existsSync(path.join(dir, 'node_modules', 'lighthouse', 'package.json'))) {
    log(`Installing lighthouse@${LIGHTHOUSE.lighthouse} into ${path.relative(ROOT, dir)}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, dependencies: LIGHTHOUSE }, null, 2));
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  }
  return dir;
}

// ---------------------------------------------------------------- builds
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}
function ensurePackagesBuilt() {
  if (['domain', 'graphql'].every((p) => fs.existsSync(path.join(ROOT, 'packages', p, 'dist')))) return;
  log('Building the shared packages');
  run('pnpm', ['--filter', './packages/*', 'run', '--if-present', 'build'], { cwd: ROOT });
}
async function buildWebIfNeeded() {
  const buildId = path.join(WEB, '.next', 'BUILD_ID');
  if (!cfg.build && fs.existsSync(buildId)) {
    if (newestMtime(path.join(WEB, 'src')) > fs.statSync(buildId).mtimeMs) {
      log('warning: web/.next is older than web/src; BENCH_BUILD=1 rebuilds it');
    }
    return { built: false };
  }
  log('Building the site (web/, next build)');
  await runAsync('web-build', SITE_NODE, [NEXT_BIN, 'build'], { cwd: WEB, env: baseEnv });
  return { built: true };
}
/** The floor uses the site's own next, react and react-dom (linked, so the version is the same by construction). */
async function buildFloor() {
  linkFrameworkInto(FLOOR);
  log('Building the floor app (bench/floor, next build)');
  await runAsync('floor-build', SITE_NODE, [path.join(FLOOR, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { cwd: FLOOR, env: baseEnv });
  // The same app behind a proxy that only rewrites: its own copy, so the floor's pages run no proxy.
  fs.rmSync(FLOOR_PROXY, { recursive: true, force: true });
  fs.mkdirSync(FLOOR_PROXY, { recursive: true });
  for (const entry of ['app', 'package.json']) fs.cpSync(path.join(FLOOR, entry), path.join(FLOOR_PROXY, entry), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'bench', 'floor-proxy', 'proxy.js'), path.join(FLOOR_PROXY, 'proxy.js'));
  // As the site: the rewrite resolved against the bound host (`next start -H 127.0.0.1`), see web/next.config.ts.
  fs.writeFileSync(
    path.join(FLOOR_PROXY, 'next.config.mjs'),
    "import floor from '../../floor/next.config.mjs';\nexport default { ...floor, skipProxyUrlNormalize: true };\n",
  );
  linkFrameworkInto(FLOOR_PROXY);
  log('Building the floor app behind a proxy (bench/floor-proxy, next build)');
  await runAsync('floor-proxy-build', SITE_NODE, [path.join(FLOOR_PROXY, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: FLOOR_PROXY,
    env: baseEnv,
  });
}
function linkFrameworkInto(dir) {
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  for (const pkg of ['next', 'react', 'react-dom']) {
    const link = path.join(modules, pkg);
    fs.rmSync(link, { recursive: true, force: true });
    fs.symlinkSync(path.relative(modules, path.join(WEB, 'node_modules', pkg)), link);
  }
}

// ---------------------------------------------------------------- apps
async function startCms(port, siteUrl) {
  const { strapiSecrets, randomSecret } = require(path.join(ROOT, 'cms', 'scripts', 'strapi-secrets.js'));
  // As the browser tests: the CMS's publish webhook points at the site.
  const shared = { SITE_READ_TOKEN: randomSecret(32), WEBHOOK_SECRET: randomSecret(), PREVIEW_SECRET: randomSecret(), SITE_URL: siteUrl };
  const cms = start('cms', process.execPath, [path.join(WEB, 'e2e', 'support', 'cms-process.cjs')], {
    cwd: WEB,
    env: {
      ...baseEnv,
      ...shared,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...strapiSecrets(),
      ADMIN_EMAIL: 'bench@kustvastgoed.test',
      ADMIN_PASSWORD: `Bench-${randomSecret(9)}1a`,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(work, 'cms.db'),
      DATABASE_URL: '',
      SEED_ON_START: 'true',
      STRAPI_STARTUP_LOG: 'false',
    },
  });
  return { cms, url: `http://127.0.0.1:${port}`, shared };
}
async function startNext(name, dir, port, extraEnv) {
  const proc = start(name, SITE_NODE, [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...baseEnv, NODE_ENV: 'production', ...extraEnv },
  });
  return { proc, url: `http://127.0.0.1:${port}` };
}
async function status(url) {
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': cfg.acceptEncoding } });
  await response.arrayBuffer();
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    cacheControl: response.headers.get('cache-control'),
    location: response.headers.get('location'),
  };
}

// ---------------------------------------------------------------- nginx
function nginxConfig({ work, sitePort, frontPort, staticPort }) {
  const original = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', 'coast.conf'), 'utf8');
  // Only the deployment-specific lines change (marked `bench:` in the file); each must be found.
  const replacements = [
    // The front's two site instances become the one the benchmark starts.
    [/server web-a:3000 .*\n/, `server 127.0.0.1:${sitePort};\n`],
    [/ *server web-b:3000 .*\n/, ''],
    [/\/var\/cache\/nginx\//g, `${work}/nginx/cache/`],
    ['root /srv/coast;', `root ${work}/nginx/front-root;`],
    ['listen 80 default_server;', `listen 127.0.0.1:${frontPort};`],
  ];
  let site = original;
  for (const [from, to] of replacements) {
    const next = site.replace(from, to);
    if (next === site) throw new Error(`deploy/nginx/coast.conf: '${from}' not found; update bench/run.mjs`);
    site = next;
  }
  fs.writeFileSync(path.join(work, 'nginx', 'coast.conf'), site);
  return `# Written by bench/run.mjs: Debian's nginx, one worker, the repository's front plus a static-file server.
worker_processes 1;
pid ${work}/nginx/nginx.pid;
error_log ${work}/logs/nginx-error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  access_log off;
  client_body_temp_path ${work}/nginx/tmp/body;
  proxy_temp_path ${work}/nginx/tmp/proxy;
  fastcgi_temp_path ${work}/nginx/tmp/fastcgi;
  uwsgi_temp_path ${work}/nginx/tmp/uwsgi;
  scgi_temp_path ${work}/nginx/tmp/scgi;

  include ${work}/nginx/coast.conf;

  # The floor of the front: the floor app's prerendered page as a file, its gzip made once beforehand
  # (as the front's cache holds gzip bytes made once by Next): nginx at its cheapest.
  server {
    listen 127.0.0.1:${staticPort};
    root ${work}/nginx/static-root;
    gzip_static on;
    gzip on;
    gzip_vary on;
    location / { index index.html; }
  }
}
`;
}
async function startNginx(sitePort, pages) {
  const [frontPort, staticPort] = [await freePort(), await freePort()];
  for (const dir of ['cache', 'tmp', 'front-root', 'static-root']) fs.mkdirSync(path.join(work, 'nginx', dir), { recursive: true });
  fs.symlinkSync(path.join(WEB, '.next'), path.join(work, 'nginx', 'front-root', '_next')); // as the compose file mounts it
  const page = fs.readFileSync(path.join(FLOOR, '.next', 'server', 'app', 'index.html'));
  fs.writeFileSync(path.join(work, 'nginx', 'static-root', 'index.html'), page);
  fs.writeFileSync(path.join(work, 'nginx', 'static-root', 'index.html.gz'), zlib.gzipSync(page, { level: 9 }));
  // The floor's same-size pages as files too (sized-<kb>.html): nginx's own cost of those bytes.
  for (const { kb, file } of floorSizedPages()) {
    const sized = fs.readFileSync(file);
    fs.writeFileSync(path.join(work, 'nginx', 'static-root', `sized-${kb}.html`), sized);
    fs.writeFileSync(path.join(work, 'nginx', 'static-root', `sized-${kb}.html.gz`), zlib.gzipSync(sized, { level: 9 }));
  }
  // Each site page as a file, pre-gzipped (page-<name>.html): the same bytes at nginx's cheapest.
  for (const [name, text] of Object.entries(pages)) {
    fs.writeFileSync(path.join(work, 'nginx', 'static-root', `page-${name}.html`), text);
    fs.writeFileSync(path.join(work, 'nginx', 'static-root', `page-${name}.html.gz`), zlib.gzipSync(text, { level: 9 }));
  }
  const conf = path.join(work, 'nginx', 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ work, sitePort, frontPort, staticPort }));
  execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', path.join(work, 'nginx'), '-c', conf], { stdio: 'inherit' });
  const nginx = start('nginx', '/usr/sbin/nginx', ['-p', path.join(work, 'nginx'), '-c', conf, '-g', 'daemon off;']);
  const front = `http://127.0.0.1:${frontPort}`;
  await waitFor(nginx, async () => (await fetch(`http://127.0.0.1:${staticPort}/`)).ok, 20_000);
  return { nginx, front, static: `http://127.0.0.1:${staticPort}/` };
}
/** What the front must do, checked on the running config (recorded, printed; never fails the run). */
async function checkFront(front, site) {
  const get = async (pathname, headers = {}) => {
    const r = await fetch(`${front}${pathname}`, { redirect: 'manual', headers: { 'accept-encoding': 'gzip', ...headers } });
    await r.arrayBuffer();
    return {
      status: r.status,
      cache: r.headers.get('x-cache-status'),
      cacheControl: r.headers.get('cache-control'),
      encoding: r.headers.get('content-encoding'),
    };
  };
  const html = await (await fetch(`${site}/nl/`)).text();
  const asset = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  // A picture by its short address (web/src/ui/image-path.ts), else the optimiser's own.
  const image = (html.match(/\/img\/\d+\/[^"' ,]+/) ?? html.match(/\/_next\/image\/?\?[^"' ]+/))?.[0]?.replace(/&amp;/g, '&');
  await get('/nl/contact/');
  const checks = {
    'page cached for anonymous visitors': (await get('/nl/contact/')).cache === 'HIT',
    'query string in the key': (await get('/nl/contact/?bench=1')).cache === 'MISS',
    'draft-mode cookie bypasses': (await get('/nl/contact/', { cookie: 'a=b; __prerender_bypass=x' })).cache === 'BYPASS',
    'session cookie bypasses': (await get('/nl/contact/', { cookie: 'coast_owner_session=x' })).cache === 'BYPASS',
    'RSC request bypasses': (await get('/nl/contact/', { rsc: '1' })).cache === 'BYPASS',
    'preview path not cached': (await get('/preview/nl/contact/')).cache === null,
    'api not cached': (await get('/api/route-status/?path=/nl/')).cache === null,
    'gzip to the browser': (await get('/nl/')).encoding === 'gzip',
    'static asset immutable': asset ? (await get(asset)).cacheControl === 'public, max-age=31536000, immutable' : false,
  };
  if (image) {
    // Two browsers' Accept strings, one format: one cache entry.
    await get(image, { accept: 'image/webp,*/*' });
    checks['optimised image cached'] = (await get(image, { accept: 'image/webp,image/apng,image/*,*/*;q=0.8' })).cache === 'HIT';
  } else {
    checks['optimised image cached (no image on /nl/)'] = false;
  }
  return checks;
}

// ---------------------------------------------------------------- wrk
function wrk(url, seconds) {
  const dead = processes.find((p) => p.exited && ['cms', 'site', 'floor', 'floor-proxy', 'nginx'].includes(p.name));
  if (dead) throw new Error(`${dead.name} stopped during the run (exit ${dead.child.exitCode ?? dead.child.signalCode}); its log:\n${tail(dead.name)}`);
  const result = spawnSync(
    'wrk',
    [
      `-t${cfg.threads}`,
      `-c${cfg.connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      path.join(ROOT, 'bench', 'wrk-report.lua'),
      '-H',
      `Accept-Encoding: ${cfg.acceptEncoding}`,
      url,
    ],
    { encoding: 'utf8', timeout: (seconds + 30) * 1000 },
  );
  const line = (result.stdout ?? '').split('\n').find((l) => l.startsWith('WRK_JSON '));
  if (!line) throw new Error(`wrk ${url} gave no result:\n${result.stdout}\n${result.stderr}`);
  const raw = JSON.parse(line.slice('WRK_JSON '.length));
  const errors = Object.values(raw.errors).reduce((a, b) => a + b, 0);
  return { url, rps: raw.requests / (raw.durationUs / 1e6), p95Ms: raw.p95Us / 1000, p50Ms: raw.p50Us / 1000, p99Ms: raw.p99Us / 1000, errors, raw };
}
function measure(url) {
  if (cfg.warmup > 0) wrk(url, cfg.warmup);
  return wrk(url, cfg.duration);
}
/** Floor then page, back to back: a ratio of two numbers taken a few seconds apart on the same machine. */
function pair(label, page, floor, target) {
  const base = measure(floor);
  const measured = measure(page);
  const ratio = measured.rps / base.rps;
  log(`${label.padEnd(34)} ${measured.rps.toFixed(0).padStart(6)} req/s vs ${base.rps.toFixed(0).padStart(6)}: ${ratio.toFixed(2)}x`);
  return { label, page: measured, floor: base, ratio, target, pass: target == null ? null : ratio >= target };
}

/**
 * The floor's prerendered pages of chosen sizes (bench/floor/app/sized/[kb]), as Next stored them at the
 * floor's build: what next start serves for /sized/<kb>/.
 */
function floorSizedPages() {
  const dir = path.join(FLOOR, '.next', 'server', 'app', 'sized');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({ kb: f.slice(0, -'.html'.length), file: path.join(dir, f), bytes: fs.statSync(path.join(dir, f)).size }))
    .sort((a, b) => a.bytes - b.bytes);
}
/** The floor page whose HTML is nearest in bytes to a site page's. */
function nearestSized(bytes) {
  return floorSizedPages().reduce((best, p) => (Math.abs(p.bytes - bytes) < Math.abs(best.bytes - bytes) ? p : best));
}
/** Right after a pair: the floor's page of the site page's size, so both see the same machine. */
/**
 * The page against a reference of its own size, measured right after it: the floor's page nearest in
 * bytes (next start), or the very same page as a pre-gzipped file (nginx). With `target`, the row is
 * judged on this ratio.
 */
function withSameSize(p, bytes, sizedUrl, sized, target = null) {
  const same = measure(sizedUrl);
  const sameSizeRatio = p.page.rps / same.rps;
  log(
    `${'  same-size reference'.padEnd(34)} ${same.rps.toFixed(0).padStart(6)} req/s (${kB(sized.bytes)} vs the page's ${kB(bytes)}): ${sameSizeRatio.toFixed(2)}x`,
  );
  const judged = target == null ? {} : { target, pass: sameSizeRatio >= target };
  return { ...p, ...judged, judgedOn: target == null ? 'trivial' : 'same size', bytes, sameSize: { ...same, bytes: sized.bytes }, sameSizeRatio };
}
/** Then the same-size page behind the floor's do-nothing proxy: the part of the gap any Next proxy costs. */
function withProxiedFloor(p, url) {
  const proxied = measure(url);
  const proxiedRatio = p.page.rps / proxied.rps;
  log(`${'  same size behind a proxy'.padEnd(34)} ${proxied.rps.toFixed(0).padStart(6)} req/s: ${proxiedRatio.toFixed(2)}x`);
  return { ...p, proxied, proxiedRatio };
}
const kB = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * A page's HTML split in three: the React flight payload inlined for hydration (the
 * `self.__next_f.push` scripts), the other scripts (JSON-LD, the consent layer's), and the markup.
 */
function pageWeight(text) {
  let flight = 0;
  let otherScripts = 0;
  for (const match of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1].startsWith('self.__next_f.push(')) flight += Buffer.byteLength(match[0]);
    else otherScripts += Buffer.byteLength(match[0]);
  }
  const total = Buffer.byteLength(text);
  return { total, flight, otherScripts, markup: total - flight - otherScripts };
}
function printWeights(lines, weights) {
  if (!weights) return;
  lines.push('', `HTML per page (uncompressed; target: the list and the listing <= ${HTML_TARGET_KB} KB)`);
  const w = [12, 8, 14, 14, 8, 8, 5];
  const cell = (c, i) => (i === 0 ? String(c).padEnd(w[i]) : String(c).padStart(w[i]));
  lines.push(['page', 'total', 'flight data', 'other scripts', 'markup', 'target', ''].map(cell).join('  '));
  for (const [name, g] of Object.entries(weights)) {
    const judged = HTML_TARGET_PAGES.includes(name);
    const pass = g.total <= HTML_TARGET_KB * 1024;
    lines.push(
      [name, kB(g.total), kB(g.flight), kB(g.otherScripts), kB(g.markup), judged ? `<=${HTML_TARGET_KB} KB` : '', judged ? (pass ? 'PASS' : 'FAIL') : '']
        .map(cell)
        .join('  '),
    );
  }
}

// ---------------------------------------------------------------- memory
function rssTreeMB(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  let kb = 0;
  const pids = [];
  const visit = (p) => {
    try {
      kb += Number(fs.readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      pids.push(p);
    } catch {}
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return { mb: kb / 1024, processes: pids.length };
}

// ---------------------------------------------------------------- lighthouse
/**
 * A returning visitor: the cookie choice ("only necessary") already in the browser's storage, so the
 * cookie question does not show. Written on /robots.txt (same origin, no script), so nothing of the site
 * is in the browser's cache before the run. The revision is the one the page's first layer carries.
 */
async function rememberCookieChoice(dir, port, target, revision) {
  const req = createRequire(path.join(dir, 'package.json'));
  const puppeteer = (await import(pathToFileURL(req.resolve('puppeteer-core')).href)).default;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/robots.txt', target).href);
    await page.evaluate((rev) => {
      const now = Date.now();
      const entry = {
        categories: ['necessary'],
        revision: rev,
        consentId: 'bench',
        consentTimestamp: new Date(now).toISOString(),
        expirationTime: now + 86_400_000,
      };
      localStorage.setItem('coast.consent', JSON.stringify(entry));
    }, revision);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's main-thread groups, in the order the diagnosis table prints them. */
const MAIN_THREAD_GROUPS = ['scriptEvaluation', 'scriptParseCompile', 'styleLayout', 'parseHTML', 'paintCompositeRender', 'garbageCollection', 'other'];

/**
 * Each page `runs` times, round-robin (so a busy moment of the machine hits every page alike); medians.
 * A target with `returning` set is measured as a returning visitor (rememberCookieChoice); one with
 * `noScripts` with the build's script files refused (NO_SCRIPTS).
 */
async function lighthouseRuns(dir, targets, runs) {
  const req = createRequire(path.join(dir, 'package.json'));
  const lighthouse = (await import(pathToFileURL(req.resolve('lighthouse')).href)).default;
  const chromeLauncher = await import(pathToFileURL(req.resolve('chrome-launcher')).href);
  const all = Object.fromEntries(targets.map(([label]) => [label, []]));
  for (let round = 1; round <= runs; round++) {
    for (const [label, url, returning, noScripts] of targets) {
      const userDataDir = fs.mkdtempSync(path.join(work, 'chrome-'));
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
        logLevel: 'silent',
        userDataDir: false,
      });
      processes.push({ name: `chromium-${label}`, child: { pid: chrome.pid }, exited: false, chrome });
      try {
        if (returning) await rememberCookieChoice(dir, chrome.port, url, returning.revision);
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          // The stored choice must survive; the cache is still empty (nothing of the site was loaded).
          disableStorageReset: Boolean(returning),
          ...(noScripts ? { blockedUrlPatterns: NO_SCRIPTS } : {}),
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
        const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
        const items = lhr.audits['resource-summary']?.details?.items ?? [];
        const scripts = items.find((i) => i.resourceType === 'script');
        const total = items.find((i) => i.resourceType === 'total');
        const one = {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: numeric('largest-contentful-paint'),
          cls: numeric('cumulative-layout-shift'),
          tbtMs: numeric('total-blocking-time'),
          mainThreadMs: numeric('mainthread-work-breakdown'),
          // Where the main thread's time goes (Lighthouse's groups), to tell what a main-thread gap is made of.
          ...Object.fromEntries(
            MAIN_THREAD_GROUPS.map((group) => [
              `mainThread_${group}`,
              (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).filter((i) => i.group === group).reduce((sum, i) => sum + i.duration, 0),
            ]),
          ),
          scriptTransferKB: scripts ? scripts.transferSize / 1024 : 0,
          scriptRequests: scripts?.requestCount ?? 0,
          totalTransferKB: total ? total.transferSize / 1024 : null,
          runtimeError: lhr.runtimeError?.message ?? null,
          lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        };
        all[label].push(one);
        log(`lighthouse ${round}/${runs} ${label}: performance ${one.performance}, TBT ${one.tbtMs?.toFixed(0)} ms, JS ${one.scriptTransferKB.toFixed(0)} KB`);
      } catch (error) {
        all[label].push({ error: String(error?.message ?? error) });
        log(`lighthouse ${round}/${runs} ${label} failed: ${error?.message ?? error}`);
      } finally {
        await chrome.kill();
        const index = processes.findIndex((p) => p.chrome === chrome);
        if (index >= 0) processes.splice(index, 1);
      }
    }
  }
  const median = (values) => {
    const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
  };
  const results = {};
  for (const [label, url] of targets) {
    const ok = all[label].filter((r) => !r.error);
    if (!ok.length) {
      results[label] = { url, error: all[label][0]?.error ?? 'no run', runs: all[label] };
      continue;
    }
    const keys = Object.keys(ok[0]).filter((k) => k !== 'runtimeError' && k !== 'lcpElement');
    results[label] = { url, ...Object.fromEntries(keys.map((k) => [k, median(ok.map((r) => r[k]))])), lcpElement: ok[0].lcpElement, runs: all[label] };
  }
  return results;
}

// ---------------------------------------------------------------- table
function printTable(r) {
  const lines = [];
  const row = (cells, widths) => lines.push(cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  '));
  const w = [30, 8, 8, 12, 8, 7, 7, 10, 7, 7, 5];
  const speed = (title, baseName, sameName, sameNote, pairs) => {
    lines.push('', title);
    row(['page', 'req/s', 'p95 ms', baseName, 'p95 ms', 'ratio', 'size', sameName, 'ratio', 'target', ''], w);
    for (const p of pairs) {
      const onSame = p.judgedOn === 'same size';
      row(
        [
          p.label + (p.page.errors ? ` (${p.page.errors} err)` : ''),
          p.page.rps.toFixed(0),
          p.page.p95Ms.toFixed(1),
          `${p.floor.rps.toFixed(0)} ${p.floorName}`,
          p.floor.p95Ms.toFixed(1),
          `${p.ratio.toFixed(2)}x${onSame ? '' : '*'}`,
          kB(p.bytes),
          p.sameSize.rps.toFixed(0),
          `${p.sameSizeRatio.toFixed(2)}x${onSame ? '*' : ''}`,
          `>=${p.target}x`,
          p.pass ? 'PASS' : 'FAIL',
        ],
        w,
      );
    }
    lines.push(`  ${sameNote}; * the ratio the target applies to`);
    const proxied = pairs.filter((p) => p.proxied);
    if (proxied.length) {
      lines.push(
        `  the same size behind a proxy that only rewrites (bench/floor-proxy, what any Next proxy costs): ${proxied.map((p) => `${p.label} ${p.proxiedRatio.toFixed(2)}x`).join(', ')}`,
      );
    }
  };
  lines.push(
    `Web benchmark  ${r.startedAt}  next ${r.nextVersion}  wrk -t${cfg.threads} -c${cfg.connections} -d${cfg.duration}s (warm-up ${cfg.warmup}s), Accept-Encoding: ${cfg.acceptEncoding}`,
  );
  lines.push(
    `${r.machine.cores} cores, load average (1 min) ${r.machine.load1AtStart.toFixed(1)} at the start, ${r.machine.load1AtEnd.toFixed(1)} at the end: above ~1, other work shared the machine; the site and the floors on Node ${r.machine.siteNode}`,
  );
  speed(
    'Through next start (site page vs floor pages, measured back to back)',
    'floor',
    'same size',
    "same size: the floor's prerendered page nearest in bytes (bench/floor/app/sized), measured right after the page",
    r.nextStart,
  );
  speed(
    'Through the nginx front (deploy/nginx/coast.conf), vs nginx serving files',
    'file',
    'same page',
    'file: the floor page as a file; same page: this very page saved as a file, pre-gzipped, served by the same nginx',
    r.front,
  );
  printWeights(lines, r.weights);
  lines.push(
    '',
    'Front checks: ' +
      Object.entries(r.frontChecks)
        .map(([k, v]) => `${v ? 'ok' : 'NO'} ${k}`)
        .join('; '),
  );
  const m = r.memory;
  lines.push(
    '',
    `Memory after the load (RSS of next start): site ${m.site.mb.toFixed(0)} MB, floor ${m.floor.mb.toFixed(0)} MB: ${(m.site.mb / m.floor.mb).toFixed(2)}x`,
  );
  if (r.lighthouse) {
    lines.push('', `Lighthouse (mobile, default throttling), via next start: median of ${cfg.lighthouseRuns} run(s) per page`);
    const lw = [20, 5, 5, 5, 5, 8, 6, 7, 8, 9, 9];
    row(['page', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'CLS', 'TBT ms', 'main ms', 'JS KB gz', 'JS/floor'], lw);
    const floorJs = r.lighthouse.floor?.scriptTransferKB;
    for (const [label, l] of Object.entries(r.lighthouse)) {
      if (l.error) {
        row([label, 'error: ' + l.error.slice(0, 80)], [20, 0]);
        continue;
      }
      row(
        [
          label,
          l.performance,
          l.accessibility,
          l.bestPractices,
          l.seo,
          l.lcpMs?.toFixed(0),
          l.cls?.toFixed(3),
          l.tbtMs?.toFixed(0),
          l.mainThreadMs?.toFixed(0) ?? '-',
          l.scriptTransferKB.toFixed(1),
          floorJs ? `${(l.scriptTransferKB / floorJs).toFixed(2)}x` : '-',
        ],
        lw,
      );
    }
    printLighthouseTargets(lines, r.lighthouse);
    lines.push('LCP element (first run):');
    for (const [label, l] of Object.entries(r.lighthouse)) if (!l.error) lines.push(`  ${label.padEnd(20)} ${String(l.lcpElement ?? '-').slice(0, 100)}`);
  }
  if (r.renderWork) printRenderWork(lines, r.renderWork);
  lines.push('', `URLs: listing ${r.urls.listing}, filter ${r.urls.filtered}. Raw results: bench/results/latest.json`);
  console.log('\n' + lines.join('\n'));
}

/** The browser's style, layout and paint work and the SVG image documents of a first visit, beside the floor's. */
function printRenderWork(lines, work) {
  lines.push('', "The browser's own work on a first visit (Chromium trace, unthrottled, 412 px phone; median per page)");
  const w = [12, 14, 10, 10, 10, 10];
  const row = (cells) => lines.push(cells.map((c, i) => String(c ?? '-').padEnd(w[i] ?? 10)).join('  '));
  row(['page', 'SVG documents', 'SVG ms', 'style ms', 'layout ms', 'paint ms']);
  for (const [label, x] of Object.entries(work)) {
    if (x.error) row([label, 'error: ' + x.error.slice(0, 60)]);
    else row([label, x.svgDocuments, x.svgMs.toFixed(1), x.styleMs.toFixed(1), x.layoutMs.toFixed(1), x.paintMs.toFixed(1)]);
  }
}

/** Each page's Lighthouse medians against the targets, the floor's figures from the same run. */
function printLighthouseTargets(lines, lh) {
  const floor = lh.floor;
  if (!floor || floor.error) return;
  const t = LIGHTHOUSE_TARGETS;
  lines.push(
    '',
    `Lighthouse targets (floor: performance ${floor.performance}, LCP ${floor.lcpMs?.toFixed(0)} ms, TBT ${floor.tbtMs?.toFixed(0)} ms, main thread ${floor.mainThreadMs?.toFixed(0)} ms, JS ${floor.scriptTransferKB.toFixed(1)} KB)`,
  );
  const mark = (ok) => (ok ? 'PASS' : 'FAIL');
  for (const [label, l] of Object.entries(lh)) {
    if (label === 'floor' || label.endsWith('no scripts') || l.error) continue;
    const cells = [
      `perf ${l.performance} >=${t.performance} ${mark(l.performance >= t.performance)}`,
      `LCP +${(l.lcpMs - floor.lcpMs).toFixed(0)} ms <=+${t.lcpOverFloorMs} ${mark(l.lcpMs - floor.lcpMs <= t.lcpOverFloorMs)}`,
      `TBT +${(l.tbtMs - floor.tbtMs).toFixed(0)} ms <=+${t.tbtOverFloorMs} ${mark(l.tbtMs - floor.tbtMs <= t.tbtOverFloorMs)}`,
      `CLS ${l.cls?.toFixed(3)} <${t.cls} ${mark(l.cls < t.cls)}`,
      `JS +${(l.scriptTransferKB - floor.scriptTransferKB).toFixed(1)} KB <=+${t.jsOverFloorKB} ${mark(l.scriptTransferKB - floor.scriptTransferKB <= t.jsOverFloorKB)}`,
    ];
    if (label === 'home' && l.mainThreadMs != null && floor.mainThreadMs != null) {
      const over = l.mainThreadMs - floor.mainThreadMs;
      cells.push(`main thread +${over.toFixed(0)} ms <=+${t.homeMainThreadOverFloorMs} ${mark(over <= t.homeMainThreadOverFloorMs)}`);
    }
    lines.push(`  ${label.padEnd(20)} ${cells.join(' | ')}`);
  }
  lines.push('', 'Main thread by kind (diagnosis, no target; Lighthouse mobile, simulated ms, median of the runs)');
  lines.push(`  ${'page'.padEnd(20)} ${MAIN_THREAD_GROUPS.map((g) => g.padStart(21)).join('')}`);
  for (const [label, l] of Object.entries(lh)) {
    if (!l || l.error || l.mainThread_other == null) continue;
    lines.push(`  ${label.padEnd(20)} ${MAIN_THREAD_GROUPS.map((g) => (l[`mainThread_${g}`] ?? 0).toFixed(0).padStart(21)).join('')}`);
  }
  const bare = lh['floor, no scripts'];
  if (!bare || bare.error) return;
  lines.push(
    '',
    `LCP without script files (diagnosis, no target; the floor without its scripts: ${bare.lcpMs?.toFixed(0)} ms): the page's HTML, style sheet and picture alone, and what its scripts add`,
  );
  for (const page of ['home', 'for sale', 'listing', 'contact']) {
    const [full, alone] = [lh[page], lh[`${page}, no scripts`]];
    if (!full || full.error || !alone || alone.error) continue;
    lines.push(
      `  ${page.padEnd(20)} ${alone.lcpMs.toFixed(0)} ms alone, +${(alone.lcpMs - bare.lcpMs).toFixed(0)} over the bare floor; the scripts add ${(full.lcpMs - alone.lcpMs).toFixed(0)} ms`,
    );
  }
}

// ---------------------------------------------------------------- main
async function main() {
  const startedAt = new Date().toISOString();
  const loadAtStart = os.loadavg()[0];
  ensureDebianPackages();
  ensurePackagesBuilt();
  const lighthouseDir = cfg.lighthouse ? ensureLighthouse() : null;

  log('Starting the CMS (production, seeded throw-away SQLite: about two minutes)');
  const [cmsPort, sitePort, floorPort, floorProxyPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const { cms, url: cmsUrl, shared } = await startCms(cmsPort, `http://127.0.0.1:${sitePort}`);
  // The builds run while the CMS seeds; nothing is measured before the CMS and the three apps are up.
  const [webBuild] = await Promise.all([buildWebIfNeeded(), buildFloor()]);
  await waitFor(cms, async () => (await fetch(`${cmsUrl}/_health`)).ok, 8 * 60_000);
  log(`CMS up at ${cmsUrl}`);

  const site = await startNext('site', WEB, sitePort, { ...shared, CMS_URL: cmsUrl });
  const floor = await startNext('floor', FLOOR, floorPort, {});
  const floorProxy = await startNext('floor-proxy', FLOOR_PROXY, floorProxyPort, {});
  await waitFor(site.proc, async () => (await fetch(`${site.url}/nl/`)).ok, 120_000);
  await waitFor(floor.proc, async () => (await fetch(`${floor.url}/`)).ok, 60_000);
  await waitFor(floorProxy.proc, async () => (await fetch(`${floorProxy.url}/p/`)).ok, 60_000);
  log(`site ${site.url}, floor ${floor.url}, floor behind a proxy ${floorProxy.url}`);

  // A canonical listing URL from the for-sale list; a city of the seed for the filter (as the browser tests).
  const listHtml = await (await fetch(`${site.url}/nl/te-koop/`)).text();
  const listing = listHtml.match(/href="(\/nl\/te-koop\/[^"/?]+\/[^"/?]+\/\d+\/)"/)?.[1];
  if (!listing) throw new Error('no listing link found on /nl/te-koop/');
  const urls = { home: '/nl/', list: '/nl/te-koop/', filtered: '/nl/te-koop/?city=Gistel', listing, contact: '/nl/contact/' };
  const statuses = {};
  for (const [name, pathname] of Object.entries(urls)) {
    statuses[name] = await status(`${site.url}${pathname}`);
    if (statuses[name].status !== 200) log(`warning: ${pathname} answers ${statuses[name].status} (measured anyway)`);
  }
  const floorStatic = `${floor.url}/`;
  const floorDynamic = `${floor.url}/dynamic/`;
  statuses.floorStatic = await status(floorStatic);
  statuses.floorDynamic = await status(floorDynamic);

  // Each page's HTML in bytes (decoded), and the floor's prerendered page nearest to it.
  const html = {};
  for (const [name, pathname] of Object.entries(urls)) html[name] = await (await fetch(`${site.url}${pathname}`)).text();
  const bytes = Object.fromEntries(Object.entries(html).map(([name, text]) => [name, Buffer.byteLength(text)]));
  const weights = Object.fromEntries(Object.entries(html).map(([name, text]) => [name, pageWeight(text)]));
  const sized = Object.fromEntries(Object.entries(bytes).map(([name, b]) => [name, nearestSized(b)]));

  log('wrk through next start');
  const named = (p, floorName) => ({ ...p, floorName });
  const sameSize = (name, p, target) =>
    withProxiedFloor(
      withSameSize(p, bytes[name], `${floor.url}/sized/${sized[name].kb}/`, sized[name], target),
      `${floorProxy.url}/p/sized/${sized[name].kb}/`,
    );
  const nextStart = [
    sameSize('home', named(pair('home /nl/', `${site.url}${urls.home}`, floorStatic), 'static'), NEXT_START_TARGET),
    sameSize('list', named(pair('for sale /nl/te-koop/', `${site.url}${urls.list}`, floorStatic), 'static'), NEXT_START_TARGET),
    sameSize('listing', named(pair('listing', `${site.url}${urls.listing}`, floorStatic), 'static'), NEXT_START_TARGET),
    sameSize('contact', named(pair('contact /nl/contact/', `${site.url}${urls.contact}`, floorStatic), 'static'), NEXT_START_TARGET),
    sameSize('filtered', named(pair('for sale ?city=Gistel', `${site.url}${urls.filtered}`, floorDynamic, 1), 'dynamic')),
  ];
  const memory = { site: rssTreeMB(site.proc.child.pid), floor: rssTreeMB(floor.proc.child.pid) };
  log(`RSS after the load: site ${memory.site.mb.toFixed(0)} MB, floor ${memory.floor.mb.toFixed(0)} MB`);

  log('wrk through the nginx front');
  const nginx = await startNginx(Number(new URL(site.url).port), html);
  const frontChecks = await checkFront(nginx.front, site.url);
  const samePage = (name, p) => withSameSize(p, bytes[name], `${nginx.static}page-${name}.html`, { bytes: bytes[name] }, FRONT_TARGET);
  const front = [
    samePage('home', named(pair('home /nl/', `${nginx.front}${urls.home}`, nginx.static), 'file')),
    samePage('list', named(pair('for sale /nl/te-koop/', `${nginx.front}${urls.list}`, nginx.static), 'file')),
    samePage('filtered', named(pair('for sale ?city=Gistel', `${nginx.front}${urls.filtered}`, nginx.static), 'file')),
    samePage('listing', named(pair('listing', `${nginx.front}${urls.listing}`, nginx.static), 'file')),
    samePage('contact', named(pair('contact /nl/contact/', `${nginx.front}${urls.contact}`, nginx.static), 'file')),
  ];
  await stop(nginx.nginx);

  let lighthouse = null;
  if (lighthouseDir) {
    // The consent revision the pages carry (their cookie question's first layer), for the stored choice.
    const returning = { revision: Number(/id="consent-first-layer"[^>]*data-revision="(\d+)"/.exec(html.home)?.[1] ?? 0) };
    log("Lighthouse (mobile) in Debian's Chromium");
    lighthouse = await lighthouseRuns(
      lighthouseDir,
      [
        ['home', `${site.url}${urls.home}`],
        ['for sale', `${site.url}${urls.list}`],
        ['listing', `${site.url}${urls.listing}`],
        ['contact', `${site.url}${urls.contact}`],
        ['floor', floorStatic],
        // The same pages for a visitor who has answered the cookie dialog (it opens on a first visit only).
        ['home, returning', `${site.url}${urls.home}`, returning],
        ['for sale, returning', `${site.url}${urls.list}`, returning],
        ['listing, returning', `${site.url}${urls.listing}`, returning],
        ['contact, returning', `${site.url}${urls.contact}`, returning],
        // Diagnosis, no target: the same first visits with no script file, so the LCP row splits into
        // what the HTML, style sheet and picture cost alone and what the scripts run before the paint add.
        ...(cfg.lighthouseNoScripts
          ? [
              ['home, no scripts', `${site.url}${urls.home}`, null, true],
              ['for sale, no scripts', `${site.url}${urls.list}`, null, true],
              ['listing, no scripts', `${site.url}${urls.listing}`, null, true],
              ['contact, no scripts', `${site.url}${urls.contact}`, null, true],
              ['floor, no scripts', floorStatic, null, true],
            ]
          : []),
      ],
      cfg.lighthouseRuns,
    );
  }

  let renderWorkResult = null;
  if (cfg.renderWorkRuns && fs.existsSync(CHROMIUM)) {
    log(`The browser's own work on a first visit (Chromium traces, ${cfg.renderWorkRuns} per page)`);
    renderWorkResult = await renderWork({
      webDir: WEB,
      executablePath: CHROMIUM,
      args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
      targets: [
        ['home', `${site.url}${urls.home}`],
        ['for sale', `${site.url}${urls.list}`],
        ['listing', `${site.url}${urls.listing}`],
        ['contact', `${site.url}${urls.contact}`],
        ['floor', floorStatic],
      ],
      runs: cfg.renderWorkRuns,
    });
  }

  // Last, so its load cannot touch the site's figures: the hostile GraphQL set against the same CMS (a few seconds).
  let hostileGraphql = null;
  if (cfg.hostile) {
    log('Hostile GraphQL against the CMS');
    hostileGraphql = await runHostileGraphql({ url: cmsUrl, pid: cms.child.pid });
  }

  const nextVersion = JSON.parse(fs.readFileSync(path.join(WEB, 'node_modules', 'next', 'package.json'), 'utf8')).version;
  const results = {
    startedAt,
    finishedAt: new Date().toISOString(),
    nextVersion,
    config: cfg,
    machine: { cores: os.cpus().length, load1AtStart: loadAtStart, load1AtEnd: os.loadavg()[0], siteNode: siteNodeVersion() },
    webBuild,
    urls,
    bytes,
    weights,
    statuses,
    nextStart,
    front,
    frontChecks,
    memory,
    lighthouse,
    renderWork: renderWorkResult,
    hostileGraphql,
  };
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'latest.json'), JSON.stringify(results, null, 2) + '\n');
  printTable(results);
  if (hostileGraphql) printHostileGraphql(hostileGraphql);
}

try {
  await main();
} catch (error) {
  console.error(error?.stack ?? error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
