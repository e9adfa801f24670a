import { LIST_QUERY_KEYS } from './list-query-keys';

/** Parameters that only say where a visitor came from: a language switch does not carry them on. */
const TRACKING = /^(utm_.*|fbclid|gclid|gbraid|wbraid|msclkid|_rsc)$/i;
const LIST_KEYS: ReadonlySet<string> = new Set(LIST_QUERY_KEYS);

/**
 * The same screen in another language with what the address's query says about it: `href` carries
 * the list's query in its canonical form (from the server), `search` is the address's own query, of
 * which every other page parameter is kept ('?property=4512359', '?compare=12,34'); tracking is not.
 * ('/fr/candidature-locataire/', '?property=1&utm_source=x') → '/fr/candidature-locataire/?property=1'.
 */
export function withPageQuery(href: string, search: string): string {
  const hash = href.indexOf('#');
  const [path = '', canonical = ''] = (hash >= 0 ? href.slice(0, hash) : href).split('?');
  const query = new URLSearchParams(canonical);
  for (const [key, value] of new URLSearchParams(search)) {
    if (!LIST_KEYS.has(key) && !TRACKING.test(key)) query.append(key, value);
  }
  // Commas as they are ('?compare=12,34'): the address stays readable, as the page itself writes it.
  const text = query.toString().replace(/%2C/gi, ',');
  return `${path}${text ? `?${text}` : ''}`;
}
