import type { BadgeView } from './badge-view';

/** A listing's banner (badge-view.ts); on the server (a listing's page) and in the cards' client template. */
export function Badge({ badge }: { readonly badge: BadgeView }) {
  return (
    <span className={`badge badge--${badge.kind}`} data-availability={badge.availability} lang={badge.lang}>
      {badge.text}
    </span>
  );
}
