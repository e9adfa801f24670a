/**
 * The flood symbol adverts show at flood class D (a house above waves), as an image with its meaning
 * as its accessible name.
 */
export function FloodSymbol({ label }: { readonly label: string }) {
  return (
    <svg className="flood-symbol" role="img" aria-label={label} width="28" height="28" viewBox="0 0 24 24" focusable="false">
      <title>{label}</title>
      <path d="M12 3 4 9.5V13h2v-2.6L12 5.6l6 4.8V13h2V9.5z" fill="currentColor" />
      <path
        d="M2 16.5c1.7 0 1.7-1.2 3.3-1.2s1.7 1.2 3.4 1.2 1.6-1.2 3.3-1.2 1.7 1.2 3.3 1.2 1.7-1.2 3.4-1.2 1.6 1.2 3.3 1.2M2 20c1.7 0 1.7-1.2 3.3-1.2S7 20 8.7 20s1.6-1.2 3.3-1.2 1.7 1.2 3.3 1.2 1.7-1.2 3.4-1.2S20.3 20 22 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
