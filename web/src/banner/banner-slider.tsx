'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';

export interface BannerSliderHandle {
  next(): void;
  previous(): void;
}

export interface BannerSliderProps {
  readonly slides: readonly ReactNode[];
  /** Time a picture stays (spec: 3000 ms) and the transition (500 ms). */
  readonly delay: number;
  readonly speed: number;
  /** Whether it moves by itself now (not paused, not held, motion allowed). */
  readonly running: boolean;
  readonly initialSlide: number;
  readonly onIndex: (index: number) => void;
  readonly onReady: (handle: BannerSliderHandle | null) => void;
}

/**
 * The banner's swiper, fetched after the page has shown (banner-gallery.tsx): a crossfade every
 * `delay` ms, started and stopped by the shell, whose own buttons drive it.
 */
export function BannerSlider({ slides, delay, speed, running, initialSlide, onIndex, onReady }: BannerSliderProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  useEffect(() => {
    if (!swiper) return;
    onReady({ next: () => swiper.slideNext(), previous: () => swiper.slidePrev() });
    return () => onReady(null);
  }, [swiper, onReady]);
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, running]);
  return (
    <Swiper
      className="home-banner__slider"
      modules={[Autoplay, EffectFade]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      speed={speed}
      loop
      initialSlide={initialSlide}
      autoplay={{ delay, disableOnInteraction: false, pauseOnMouseEnter: false }}
      allowTouchMove
      onSwiper={(s) => {
        if (!running) s.autoplay.stop();
        setSwiper(s);
      }}
      onSlideChange={(s) => onIndex(s.realIndex)}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={i}>
          <div className="home-banner__slide">{slide}</div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
