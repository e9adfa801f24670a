'use client';

import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { FavouritesView } from './favourites-view';

type Props = ComponentProps<typeof FavouritesView>;

/**
 * The favourites page's island in a chunk of its own: every page of the site is one route whose client
 * components share their chunks, so only this loader is in them and the page's code (cards, comparison)
 * is fetched by the favourites page alone, once it runs. A plain import, not next/dynamic: the server
 * preloaded next/dynamic's chunk by a name from its own manifest, which the browser's build did not
 * have (a 404 in every visitor's console). The server renders what the view shows before it has read
 * the visitor's favourites: the loading status.
 */
export function FavouritesLoader(props: Props) {
  const [View, setView] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let live = true;
    void import('./favourites-view').then((m) => live && setView(() => m.FavouritesView));
    return () => {
      live = false;
    };
  }, []);
  if (View) return <View {...props} />;
  return (
    <p className="favourites__status" role="status">
      {props.t.loading}
    </p>
  );
}
