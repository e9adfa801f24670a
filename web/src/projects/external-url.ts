/**
 * The external path of a project: its own website (http or https) or a path of this
 * site ('/nl/duinzicht/'); anything else (a typo, `javascript:`) is no link.
 */
export function externalUrl(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
