/**
 * What the site last heard from the CMS, shared in-process with src/proxy.ts (which runs in the same
 * Node.js process but is bundled apart, hence globalThis). The proxy uses it to answer an uncached
 * page with the API-error screen and status 503 at once while the CMS is down, instead of rendering
 * into a failure; cached pages are served as usual.
 */
interface CmsHealth {
  lastSuccess: number;
  lastFailure: number;
  probe: { at: number; ok: boolean; pending: Promise<boolean> | null };
}

const KEY = Symbol.for('coast.cms-health');
type Holder = { [KEY]?: CmsHealth };

function state(): CmsHealth {
  const holder = globalThis as Holder;
  holder[KEY] ??= { lastSuccess: 0, lastFailure: 0, probe: { at: 0, ok: true, pending: null } };
  return holder[KEY];
}

export function recordCmsSuccess(): void {
  state().lastSuccess = Date.now();
}

export function recordCmsFailure(): void {
  state().lastFailure = Date.now();
}

/** A CMS answer this recent, with no failure since, is proof enough that it is up. */
const TRUST_SUCCESS_MS = 15_000;
/** How long one health probe's answer is reused (so a burst of uncached pages makes one probe). */
const PROBE_REUSE_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_500;

/**
 * Whether the CMS is up, for a page about to be rendered: known from recent reads when possible,
 * else from one GET /_health (answer reused for 2 s, at most 1.5 s). Never asked for cached pages.
 */
export async function cmsReachable(cmsUrl: string): Promise<boolean> {
  const s = state();
  const now = Date.now();
  if (s.lastSuccess > s.lastFailure && now - s.lastSuccess < TRUST_SUCCESS_MS) return true;
  if (now - s.probe.at < PROBE_REUSE_MS) return s.probe.ok;
  s.probe.pending ??= fetch(`${cmsUrl}/_health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), cache: 'no-store' })
    .then((r) => r.ok || r.status === 204)
    .catch(() => false)
    .then((ok) => {
      s.probe = { at: Date.now(), ok, pending: null };
      if (ok) recordCmsSuccess();
      else recordCmsFailure();
      return ok;
    });
  return s.probe.pending;
}
