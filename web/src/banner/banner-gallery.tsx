'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Icon } from '@/ui/icon';
import type { BannerSliderHandle, BannerSliderProps } from './banner-slider';
import { useHeldWhileEngaged } from './hold-while-engaged';
import { usePrefersReducedMotion } from './reduced-motion';

interface Labels {
  readonly galleryLabel: string;
  readonly previous: string;
  readonly next: string;
  readonly pause: string;
  readonly play: string;
  /** 'Photo {0} of {1}' */
  readonly photoOf: string;
}

interface Props {
  /** The pictures, rendered on the server: the first preloaded (the page's largest paint), the rest lazy. */
  readonly slides: readonly ReactNode[];
  readonly labels: Labels;
  readonly delay: number;
  readonly speed: number;
}

/**
 * The home banner's gallery. The page ships the first picture and the buttons; the slider (swiper) is
 * fetched once the page is idle and then takes over. It moves every `delay` ms unless the visitor
 * paused it, points at or focuses the banner, or asked for less motion (then it starts paused; the
 * play button still works). Previous, next and pause are buttons a keyboard reaches.
 */
export function BannerGallery({ slides, labels, delay, speed }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const handle = useRef<BannerSliderHandle | null>(null);
  const [Slider, setSlider] = useState<ComponentType<BannerSliderProps> | null>(null);
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's own choice; until they make one, motion follows their system setting.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const held = useHeldWhileEngaged(root);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const count = slides.length;

  useEffect(() => {
    if (count < 2) return;
    let cancelled = false;
    const load = () => void import('./banner-slider').then((m) => !cancelled && setSlider(() => m.BannerSlider));
    // After the page has loaded: the slider never competes with the first picture.
    const later = () => window.setTimeout(load, 300);
    let timer: number | undefined;
    if (document.readyState === 'complete') timer = later();
    else window.addEventListener('load', () => (timer = later()), { once: true });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [count]);

  const onReady = useCallback((ready: BannerSliderHandle | null) => {
    handle.current = ready;
  }, []);
  const go = (step: 1 | -1) => {
    if (handle.current) return step > 0 ? handle.current.next() : handle.current.previous();
    setIndex((i) => (i + step + count) % count);
  };

  return (
    <div ref={root} className="home-banner home-banner--gallery">
      <div className="home-hero__image" aria-hidden="true">
        {Slider ? (
          <Slider slides={slides} delay={delay} speed={speed} running={playing && !held} initialSlide={index} onIndex={setIndex} onReady={onReady} />
        ) : (
          slides[index]
        )}
      </div>
      {count > 1 ? (
        <div className="home-banner__controls" role="group" aria-label={labels.galleryLabel} data-slide={index + 1}>
          <button type="button" className="home-banner__button" aria-label={labels.previous} onClick={() => go(-1)}>
            <Icon name="chevronLeft" size={22} />
          </button>
          <button
            type="button"
            className="home-banner__button"
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
          >
            <Icon name={playing ? 'pause' : 'play'} size={22} />
          </button>
          <button type="button" className="home-banner__button" aria-label={labels.next} onClick={() => go(1)}>
            <Icon name="chevronRight" size={22} />
          </button>
          {/* Announced only while it stands still: a moving slideshow would talk every 3 seconds. */}
          <span className="visually-hidden" aria-live={playing && !held ? 'off' : 'polite'}>
            {labels.photoOf.replace('{0}', String(index + 1)).replace('{1}', String(count))}
          </span>
        </div>
      ) : null}
    </div>
  );
}
