'use client';

import { Icon } from '@/ui/icon';
import { toggleFavourite } from './store';
import { useFavourites } from './use-favourites';

interface Props {
  readonly externalId: number;
  /** The button's name, the same whether pressed or not (its state is aria-pressed). */
  readonly label: string;
  /** 'icon' on a card's photo; 'text' on a listing's page, with its label shown. */
  readonly variant?: 'icon' | 'text';
}

/**
 * The heart of a listing: a toggle button that keeps the listing among the visitor's favourites in this
 * browser (favourites/store.ts). On a cached page it renders unpressed and takes the stored state once
 * hydrated.
 */
export function FavouriteButton({ externalId, label, variant = 'icon' }: Props) {
  const saved = useFavourites().includes(externalId);
  return (
    <button
      type="button"
      className={`favourite-button favourite-button--${variant}`}
      aria-pressed={saved}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
      data-favourite={externalId}
      onClick={() => toggleFavourite(externalId)}
    >
      <Icon name={saved ? 'heart' : 'heartOutline'} size={variant === 'icon' ? 22 : 20} />
      {variant === 'text' ? <span>{label}</span> : null}
    </button>
  );
}
