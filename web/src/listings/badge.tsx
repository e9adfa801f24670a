import type { BadgeView } from './badge-view';

/** A listing's banner (badge-view.ts); on the server (a listing's page) and in the cards' client template. */
export function Badge({ badge }: { readonly badge: BadgeView }) {
  return (
    // Absent attributes left out rather than undefined: on a listing's page (server) an undefined prop is still written into the flight data.
    <span
      className={`badge badge--${badge.kind}`}
      {...(badge.availability ? { 'data-availability': badge.availability } : {})}
      {...(badge.lang ? { lang: badge.lang } : {})}
    >
      {badge.text}
    </span>
  );
}
