'use client';

import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';

/** What the gallery's own buttons drive once the slider has arrived. */
export interface SliderHandle {
  next(): void;
  previous(): void;
  /** Shows a photo at once (the full-screen view hands back the photo it ended on). */
  show(index: number): void;
}

export interface SliderProps {
  readonly slides: readonly ReactNode[];
  readonly labels: { readonly photoOf: string; readonly previous: string; readonly next: string };
  readonly speed: number;
  /** The photo the shell was showing: the slider starts there. */
  readonly initialSlide: number;
  readonly onIndex: (index: number) => void;
  /** Hands the shell what its buttons drive (null when the slider goes). */
  readonly onReady: (handle: SliderHandle | null) => void;
  /** Arrow keys anywhere on the page while the slider is in view (off: the full-screen view handles its keys). */
  readonly keyboard?: boolean;
}

/**
 * The swiper slider, loaded on demand by the gallery shell (gallery-loader.tsx): swipe, arrow keys and
 * the shell's buttons; no autoplay (the visitor stays in control).
 */
export function Slider({ slides, labels, speed, initialSlide, onIndex, onReady, keyboard = true }: SliderProps) {
  // Until the shell holds the handle, the shell's photo is the one shown: the slider's own settling (its
  // loop set-up) must not move the shell back from a photo a swipe chose while the slider was arriving.
  // The handle goes to the shell the moment swiper is set up, before it can take a touch: a swipe right
  // after it arrived is counted. Swiper calls this in the commit that mounts the slider, so its first
  // photo is still the shell's: it goes there first (the loop's set-up may have moved it).
  const ready = useRef(false);
  const take = useCallback(
    (swiper: SwiperInstance) => {
      if (swiper.realIndex !== initialSlide) swiper.slideToLoop(initialSlide, 0);
      ready.current = true;
      onReady({ next: () => swiper.slideNext(), previous: () => swiper.slidePrev(), show: (index) => swiper.slideToLoop(index, 0) });
    },
    [onReady, initialSlide],
  );
  useEffect(
    () => () => {
      ready.current = false;
      onReady(null);
    },
    [onReady],
  );
  return (
    <Swiper
      modules={[Keyboard, A11y]}
      keyboard={{ enabled: keyboard, onlyInViewport: true }}
      speed={speed}
      loop={slides.length > 1}
      initialSlide={initialSlide}
      a11y={{
        prevSlideMessage: labels.previous,
        nextSlideMessage: labels.next,
        slideLabelMessage: labels.photoOf.replace('{0}', '{{index}}').replace('{1}', '{{slidesLength}}'),
      }}
      onSwiper={take}
      onSlideChange={(s) => ready.current && onIndex(s.realIndex)}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={i}>
          <div className="gallery__frame">{slide}</div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
