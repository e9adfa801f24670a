/** Crawlers, monitors and headless fetchers that announce themselves; they do not count as views. */
const BOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|monitor|lighthouse|curl|wget|python|java\/|go-http|node-fetch|axios/i;

/** Whether a request is a bot's or a prefetch (Sec-Purpose / Purpose: prefetch), not a person looking. */
export function isNotAView(headers: Headers): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`.toLowerCase();
  if (purpose.includes('prefetch') || purpose.includes('prerender')) return true;
  const agent = headers.get('user-agent') ?? '';
  return agent === '' || BOT.test(agent);
}
