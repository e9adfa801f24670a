'use client';

import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type TouchEvent,
} from 'react';
import { Icon } from '@/ui/icon';
import { IMAGE_SIZES } from '@/ui/image-sizes';
import { Picture } from '@/ui/picture';
import type { SliderHandle, SliderProps } from './gallery';
import type { GalleryPhoto } from './gallery-photos';

interface Labels {
  readonly previous: string;
  readonly next: string;
  readonly photoOf: string;
  readonly region: string;
}

/** The full-screen view's own words (media-texts.ts). */
interface DialogLabels {
  readonly fullScreen: string;
  /** 'Photos: {0}' */
  readonly fullScreenTitle: string;
  readonly close: string;
}

interface Props {
  /** The photos' sources (gallery-photos.ts); the first one is preloaded, the others lazy. */
  readonly photos: readonly GalleryPhoto[];
  readonly labels: Labels;
  /** Slide speed in ms (spec: 500). */
  readonly speed: number;
  /** Texts of the full-screen view; without them the gallery has none. */
  readonly dialog?: DialogLabels;
  /** The listing's heading: each photo's alternative text ('heading – Photo 1 of 9') and the full-screen view's title. */
  readonly heading: string;
}

/** A horizontal move at least this long (and longer than the vertical one) is a swipe, as swiper counts one. */
const SWIPE_MIN_PX = 30;

const fill = (template: string, a: number | string, b?: number) => template.replace('{0}', String(a)).replace('{1}', String(b ?? ''));

interface TrackProps {
  readonly slides: readonly ReactNode[];
  readonly labels: Labels;
  readonly speed: number;
  readonly Slider: ComponentType<SliderProps> | null;
  readonly index: number;
  readonly setIndex: (update: (index: number) => number) => void;
  readonly handleRef: RefObject<SliderHandle | null>;
  /** Fetches the slider (first intent). */
  readonly load: () => void;
  /** Swiper's own arrow keys on the page (the full-screen view handles its keys itself). */
  readonly keyboard: boolean;
  /** A click on a photo (not after a swipe). */
  readonly onPhotoClick?: () => void;
}

/**
 * Tab past the last control of the view goes back to its first (Shift+Tab the other way): the page
 * behind is inert anyway, and this keeps focus from leaving for the browser's own bar.
 */
function wrapTab(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const controls = [...container.querySelectorAll<HTMLElement>('button, a[href], [tabindex]:not([tabindex="-1"])')].filter((el) => el.offsetParent !== null);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const edge = event.shiftKey ? first : last;
  if (document.activeElement !== edge && container.contains(document.activeElement)) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** Photos, previous/next and the counter: the slider once it arrived, else the current photo alone. */
function Track({ slides, labels, speed, Slider, index, setIndex, handleRef, load, keyboard, onPhotoClick }: TrackProps) {
  const count = slides.length;
  // The slider starts at the shell's photo (initialSlide), which a swipe or a button may have moved while
  // it was arriving. (A photo remembered in an effect was one render late when the slider mounted with
  // the swipe that moved it, and sent the slider back to the first photo under the shell's second.)
  const onReady = useCallback(
    (ready: SliderHandle | null) => {
      handleRef.current = ready;
    },
    [handleRef],
  );
  const go = (step: 1 | -1) => {
    if (handleRef.current) return step > 0 ? handleRef.current.next() : handleRef.current.previous();
    setIndex((i) => (i + step + count) % count);
    load();
  };
  // Swiper cancels the click that ends a swipe (preventDefault): only a real click opens the view.
  const onClick = onPhotoClick ? (event: MouseEvent) => !event.defaultPrevented && onPhotoClick() : undefined;
  return (
    <>
      {/* A pointer shortcut only: the full-screen button is the keyboard's way in. */}
      <div className={onPhotoClick ? 'gallery__stage gallery__stage--opens' : 'gallery__stage'} onClick={onClick}>
        {Slider ? (
          <Slider slides={slides} labels={labels} speed={speed} initialSlide={index} onIndex={(i) => setIndex(() => i)} onReady={onReady} keyboard={keyboard} />
        ) : (
          <div className="gallery__frame gallery__frame--static">{slides[index]}</div>
        )}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="gallery__nav gallery__nav--prev" aria-label={labels.previous} onClick={() => go(-1)}>
            <Icon name="chevronLeft" size={22} />
          </button>
          <button type="button" className="gallery__nav gallery__nav--next" aria-label={labels.next} onClick={() => go(1)}>
            <Icon name="chevronRight" size={22} />
          </button>
        </>
      ) : null}
      <p className="gallery__counter" aria-live="polite">
        {fill(labels.photoOf, index + 1, count)}
      </p>
    </>
  );
}

/**
 * The photo gallery of a listing. The page ships only this shell: the current photo (rendered on the
 * server), the previous/next buttons and the counter. The slider (swiper, about 50 KB of script) is
 * fetched when the visitor shows an intent to browse (pointer over the gallery, focus, touch, a button)
 * and then takes over at the photo shown; a button pressed before it arrives already moves the photo.
 * The full-screen view is a modal <dialog> (focus moves in and stays there, Escape closes, focus goes
 * back to what opened it) with the same photos large, its own slider, buttons and arrow keys.
 */
export function GalleryLoader({ photos, labels, speed, dialog, heading }: Props) {
  const slides = useMemo(
    () =>
      photos.map((photo, i) => {
        const { src, unoptimized } = typeof photo === 'string' ? { src: photo, unoptimized: false } : photo;
        return (
          <Picture
            key={src}
            src={src}
            alt={`${heading} – ${fill(labels.photoOf, i + 1, photos.length)}`}
            sizes={IMAGE_SIZES.wide}
            {...(unoptimized ? { unoptimized } : {})}
            {...(i === 0 ? { largest: true } : {})}
          />
        );
      }),
    [photos, heading, labels.photoOf],
  );
  const [index, setIndex] = useState(0);
  const [Slider, setSlider] = useState<ComponentType<SliderProps> | null>(null);
  // A finger on the photos while the slider was not there yet: the slider waits for it to lift, so it
  // never replaces the photo under a swipe the shell is following.
  const [touching, setTouching] = useState(false);
  const slider = useRef<SliderHandle | null>(null);
  const loading = useRef(false);
  const count = slides.length;

  const load = useCallback(() => {
    if (loading.current || count < 2) return;
    loading.current = true;
    import('./gallery').then(
      (m) => setSlider(() => m.Slider),
      () => (loading.current = false),
    );
  }, [count]);

  // The full-screen view: open, the photo it shows, its slider's handle, and who opened it.
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const [fullIndex, setFullIndex] = useState(0);
  const fullSlider = useRef<SliderHandle | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const expandButton = useRef<HTMLButtonElement>(null);

  const openView = () => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : expandButton.current;
    setFullIndex(index);
    setOpen(true);
    load();
  };

  useEffect(() => {
    const element = dialogRef.current;
    if (!open || !element || element.open) return;
    element.showModal();
    // The slider measures its frame: it mounts once the dialog is on screen.
    setShown(true);
  }, [open]);

  // A page left for another is kept hidden with its effects stopped: an open modal view would leave the
  // next page inert, so it closes as the page is hidden.
  useEffect(() => {
    const element = dialogRef.current;
    return () => element?.close();
  }, []);

  // Closed by Escape, the close button or the browser: the page gallery shows the photo the view ended on.
  const onClose = () => {
    setOpen(false);
    setShown(false);
    fullSlider.current = null;
    setIndex(fullIndex);
    slider.current?.show(fullIndex);
    const back = opener.current?.isConnected ? opener.current : expandButton.current;
    back?.focus();
  };

  const goFull = (step: 1 | -1) => {
    if (fullSlider.current) return step > 0 ? fullSlider.current.next() : fullSlider.current.previous();
    setFullIndex((i) => (i + step + count) % count);
  };

  // Arrow keys in the view browse its photos; they stop here so the page's gallery does not move too.
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') return wrapTab(event, dialogRef.current);
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.stopPropagation();
    if (count < 2) return;
    event.preventDefault();
    goFull(event.key === 'ArrowRight' ? 1 : -1);
  };

  // The first touch fetches the slider, which arrives after the finger has moved: until it is there,
  // the shell takes the swipe itself, so the first one is not lost, and the slider is shown only once
  // the finger lifts (replacing the photo under the finger would send the end of the swipe nowhere).
  const onTouchStart = (event: TouchEvent) => {
    load();
    const touch = event.touches[0];
    if (slider.current || count < 2 || !touch || event.touches.length > 1) return;
    // (A slider already mounted and getting ready stays: it goes to the shell's photo when ready.)
    if (!Slider) setTouching(true);
    const start = { x: touch.clientX, y: touch.clientY };
    const stopListening = () => {
      setTouching(false);
      window.removeEventListener('touchend', onEnd, true);
      window.removeEventListener('touchcancel', stopListening, true);
    };
    const onEnd = (end: globalThis.TouchEvent) => {
      stopListening();
      const last = end.changedTouches[0];
      if (!last) return;
      const dx = last.clientX - start.x;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(last.clientY - start.y)) return;
      setIndex((i) => (i + (dx < 0 ? 1 : -1) + count) % count);
    };
    window.addEventListener('touchend', onEnd, true);
    window.addEventListener('touchcancel', stopListening, true);
  };

  // Arrow keys anywhere on the page browse the photos as long as the gallery is in view (as the slider does).
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (count < 2 || open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (slider.current || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const box = section.current?.getBoundingClientRect();
      if (!box || box.bottom < 0 || box.top > window.innerHeight) return;
      setIndex((i) => (i + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
      load();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, load, open]);

  const title = dialog ? fill(dialog.fullScreenTitle, heading) : '';
  return (
    <>
      <section
        ref={section}
        className="gallery"
        aria-roledescription="carousel"
        aria-label={labels.region}
        onPointerEnter={load}
        onFocus={load}
        onTouchStart={onTouchStart}
      >
        <Track
          slides={slides}
          labels={labels}
          speed={speed}
          Slider={touching ? null : Slider}
          index={index}
          setIndex={setIndex}
          handleRef={slider}
          load={load}
          keyboard={!open}
          onPhotoClick={dialog ? openView : undefined}
        />
        {dialog ? (
          <button
            ref={expandButton}
            type="button"
            className="gallery__expand"
            aria-haspopup="dialog"
            aria-label={dialog.fullScreen}
            title={dialog.fullScreen}
            onClick={openView}
          >
            <Icon name="area" size={22} />
          </button>
        ) : null}
      </section>
      {dialog ? (
        <dialog ref={dialogRef} className="gallery-dialog" aria-label={title} onClose={onClose} onKeyDown={onDialogKey}>
          {open ? (
            <div className="gallery-dialog__body">
              <div className="gallery-dialog__bar">
                <button type="button" className="gallery-dialog__close" onClick={() => dialogRef.current?.close()}>
                  <Icon name="close" size={22} /> {dialog.close}
                </button>
                <h2 className="gallery-dialog__title">{title}</h2>
              </div>
              <div className="gallery gallery--full">
                <Track
                  slides={slides}
                  labels={labels}
                  speed={speed}
                  Slider={shown ? Slider : null}
                  index={fullIndex}
                  setIndex={setFullIndex}
                  handleRef={fullSlider}
                  load={load}
                  keyboard={false}
                />
              </div>
            </div>
          ) : null}
        </dialog>
      ) : null}
    </>
  );
}
