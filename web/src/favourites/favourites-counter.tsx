'use client';

import Link from '@/ui/link';
import { Icon } from '@/ui/icon';
import { useFavourites } from './use-favourites';

interface Props {
  readonly href: string;
  /** 'Favourites' */
  readonly label: string;
}

/** The header's link to the favourites page with how many there are (the number shows from one). */
export function FavouritesCounter({ href, label }: Props) {
  const count = useFavourites().length;
  return (
    <Link href={href} className="favourites-counter" data-count={count}>
      <Icon name={count ? 'heart' : 'heartOutline'} size={22} />
      <span className="visually-hidden">{label}</span>
      <span className="favourites-counter__count" aria-hidden={count ? undefined : true}>
        {count ? count : ''}
      </span>
    </Link>
  );
}
