'use client';

import { useState, type ReactNode } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { useHydrated } from '@/ui/use-hydrated';

interface Props {
  /** The photos, rendered on the server (next/image); the first one is preloaded, the others lazy. */
  readonly slides: readonly ReactNode[];
  readonly labels: { readonly previous: string; readonly next: string; readonly photoOf: string; readonly region: string };
  /** Slide speed in ms (spec: 500). */
  readonly speed: number;
}

const fill = (template: string, a: number, b: number) => template.replace('{0}', String(a)).replace('{1}', String(b));

/** The photo slider of a listing: swipe, arrow keys and buttons; no autoplay (the visitor stays in control). */
export function Gallery({ slides, labels, speed }: Props) {
  const [index, setIndex] = useState(0);
  // Swiper reads the clock while it sets up, which a cached (prerendered) page may not do: the server
  // renders the first photo in the same frame, and the slider takes over once the page is hydrated.
  const hydrated = useHydrated();
  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={labels.region}>
      {hydrated ? (
        <Swiper
          modules={[Navigation, Keyboard, A11y]}
          navigation
          keyboard={{ enabled: true, onlyInViewport: true }}
          speed={speed}
          loop={slides.length > 1}
          a11y={{
            prevSlideMessage: labels.previous,
            nextSlideMessage: labels.next,
            slideLabelMessage: labels.photoOf.replace('{0}', '{{index}}').replace('{1}', '{{slidesLength}}'),
          }}
          onSlideChange={(swiper) => setIndex(swiper.realIndex)}
        >
          {slides.map((slide, i) => (
            <SwiperSlide key={i}>
              <div className="gallery__frame">{slide}</div>
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <div className="gallery__frame gallery__frame--static">{slides[0]}</div>
      )}
      <p className="gallery__counter" aria-live="polite">
        {fill(labels.photoOf, index + 1, slides.length)}
      </p>
    </section>
  );
}
