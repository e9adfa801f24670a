'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type HTMLAttributes, type ReactNode } from 'react';
import { EMBED_CONSENT_CATEGORY } from '@coast/domain/site';
import { ACCEPT_CATEGORY_EVENT, consentStore } from '@/consent/store';
import type { MapTiles } from '@/cms/types';
import type { MountedMap } from './tiles';

export interface MapFrameLabels {
  readonly region: string;
  readonly loading: string;
  readonly tilesOff: string;
  readonly tilesOn: string;
  readonly tilesAlways: string;
}

interface Props {
  /** Draws the map on the element (its code fetched on demand); a new function draws it again. */
  readonly mount: (element: HTMLElement) => Promise<MountedMap>;
  readonly tiles: MapTiles;
  readonly labels: MapFrameLabels;
  /** Extra attributes of the canvas (a modifier class, data for tests). */
  readonly canvas?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | number | boolean>;
  /** Fetch Leaflet only when the map comes near the screen (a map below the page's main content). */
  readonly whenNear?: boolean;
  /** A control shown over the map's top edge (the results map's "search in this area"). */
  readonly overlay?: ReactNode;
}

/** 'tile.openstreetmap.org' of a tile URL template, for the consent note. */
function tileHost(url: string): string {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, '0')).hostname;
  } catch {
    return url;
  }
}

/**
 * What every map island shares: the canvas, Leaflet drawn on it by `mount` (fetched only here), and the
 * tile background, a third party's, which waits for the visitor's go-ahead: social-media consent, or
 * this map's own button (nothing stored).
 */
export function MapFrame({ mount, tiles, labels, canvas, whenNear = false, overlay }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<MountedMap | null>(null);
  const [ready, setReady] = useState(false);
  const [once, setOnce] = useState(false);
  const choice = useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.getServerSnapshot);
  const category = EMBED_CONSENT_CATEGORY.map;
  const tilesWanted = once || Boolean(choice?.[category]);

  useEffect(() => {
    let cancelled = false;
    const target = element.current;
    if (!target) return;
    const draw = () =>
      mount(target).then((drawn) => {
        if (cancelled) return drawn.destroy();
        map.current = drawn;
        setReady(true);
      });
    // Leaflet is about 43 KB of script: a map below the page's main content (a listing's, under its
    // photos and facts) fetches it when it comes near the screen, not with the page.
    const near =
      whenNear && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              near?.disconnect();
              void draw();
            },
            { rootMargin: '400px 0px' },
          )
        : null;
    if (near) near.observe(target);
    else void draw();
    return () => {
      cancelled = true;
      near?.disconnect();
      map.current?.destroy();
      map.current = null;
    };
  }, [mount, whenNear]);

  useEffect(() => {
    if (ready && tilesWanted) map.current?.showTiles(tiles);
  }, [ready, tilesWanted, tiles]);

  const { className, ...rest } = canvas ?? {};
  return (
    <div className="results-map">
      <div ref={element} {...rest} className={`results-map__canvas ${className ?? ''}`.trim()} role="region" aria-label={labels.region} aria-busy={!ready}>
        {ready ? null : <p className="results-map__loading">{labels.loading}</p>}
      </div>
      {overlay ? <div className="results-map__overlay">{overlay}</div> : null}
      {tilesWanted ? null : (
        <p className="results-map__tiles">
          <span>{labels.tilesOff.replace('{0}', tileHost(tiles.url))}</span>{' '}
          <button type="button" className="button button--ghost" onClick={() => setOnce(true)}>
            {labels.tilesOn}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => window.dispatchEvent(new CustomEvent(ACCEPT_CATEGORY_EVENT, { detail: category }))}
          >
            {labels.tilesAlways}
          </button>
        </p>
      )}
    </div>
  );
}
