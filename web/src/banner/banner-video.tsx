'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/ui/use-hydrated';
import { Icon } from '@/ui/icon';
import type { BannerVideo as Video } from '@/cms/types';
import { usePrefersReducedMotion } from './reduced-motion';

interface Props {
  readonly video: Video;
  /** The poster, rendered on the server: what the page paints first and what stays when the video cannot play. */
  readonly poster: ReactNode;
  /** The poster's address for the video element itself (shown until its first frame). */
  readonly posterUrl: string | null;
  readonly labels: { readonly pauseVideo: string; readonly playVideo: string };
}

/**
 * The home banner's video: muted, looping, inline, over its poster, with a pause button. The video
 * element exists only after hydration, so it never starts before we know whether the visitor asked for
 * less motion (then it waits for the play button).
 */
export function BannerVideo({ video, poster, posterUrl, labels }: Props) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const element = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const v = element.current;
    if (!v) return;
    if (playing) v.play().catch(() => setChoice('pause'));
    else v.pause();
  }, [playing, hydrated]);

  return (
    <div className="home-banner home-banner--video">
      <div className="home-hero__image" aria-hidden="true">
        {poster}
        {hydrated ? (
          <video
            ref={element}
            className="home-banner__video"
            muted
            loop
            playsInline
            preload={playing ? 'auto' : 'none'}
            poster={posterUrl ?? undefined}
            tabIndex={-1}
          >
            <source src={video.url} type={video.mime} />
          </video>
        ) : null}
      </div>
      {hydrated ? (
        <div className="home-banner__controls">
          <button
            type="button"
            className="home-banner__button"
            aria-label={playing ? labels.pauseVideo : labels.playVideo}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
          >
            <Icon name={playing ? 'pause' : 'play'} size={22} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
