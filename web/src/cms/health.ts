/**
 * What the site last heard from the CMS, shared in-process with src/proxy.ts (which runs in the same
 * Node.js process but is bundled apart, hence globalThis). The proxy uses it to answer an uncached
 * page with the API-error screen and status 503 at once while the CMS is down, instead of rendering
 * into a failure; cached pages are served as usual.
 */
interface CmsHealth {
  lastFailure: number;
  probe: { at: number; ok: boolean; pending: Promise<boolean> | null };
}

const KEY = Symbol.for('coast.cms-health');
type Holder = { [KEY]?: CmsHealth };

function state(): CmsHealth {
  const holder = globalThis as Holder;
  holder[KEY] ??= { lastFailure: 0, probe: { at: 0, ok: true, pending: null } };
  return holder[KEY];
}

export function recordCmsFailure(): void {
  state().lastFailure = Date.now();
}

/** How long one health probe's answer is reused (so a burst of uncached pages makes one probe). */
const PROBE_REUSE_MS = 1_000;
const PROBE_TIMEOUT_MS = 1_500;

/**
 * Whether the CMS is up, for a page about to be rendered (never asked for cached pages): one
 * GET /_health of at most 1.5 s, its answer reused for a second unless a CMS read failed since.
 * A CMS that stops within that second still costs the pages being rendered then a 500 after the
 * read timeout; every later visitor gets the 503 screen at once.
 */
export async function cmsReachable(cmsUrl: string): Promise<boolean> {
  const s = state();
  if (s.lastFailure <= s.probe.at && Date.now() - s.probe.at < PROBE_REUSE_MS) return s.probe.ok;
  s.probe.pending ??= fetch(`${cmsUrl}/_health`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), cache: 'no-store' })
    .then((r) => r.ok)
    .catch(() => false)
    .then((ok) => {
      s.probe = { at: Date.now(), ok, pending: null };
      return ok;
    });
  return s.probe.pending;
}
