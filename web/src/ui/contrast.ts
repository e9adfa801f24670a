/** Relative luminance of a '#rgb' / '#rrggbb' colour (WCAG 2), or null for anything else. */
function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const full = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The text colour (near-black or white) with the better contrast on a background colour. */
export function readableTextColor(background: string | null | undefined): string | undefined {
  const l = background ? luminance(background) : null;
  if (l === null) return undefined;
  const onDark = 1.05 / (l + 0.05);
  const onLight = (l + 0.05) / (0.0145 + 0.05);
  if (onDark >= onLight) return '#ffffff';
  // The site's near-black where it reaches 4.5:1, else black (the official EPC greens need it).
  return onLight >= 4.5 ? '#14232b' : '#000000';
}
