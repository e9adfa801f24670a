'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { afterPress } from './after-press';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor did in the server's markup before the code came: the focused control (its place) with its caret, and the values changed. */
interface Handover {
  readonly focus: { readonly index: number; readonly start: number | null; readonly end: number | null } | null;
  readonly values: ReadonlyArray<readonly [number, string]>;
  /** A button pressed before the code came (its place among the island's buttons), pressed again once it is there. */
  readonly pressed: number | null;
  /** A send made before the code came, made again once the island has the values. */
  readonly sent: boolean;
}

const buttonsIn = (slot: HTMLElement | null) => Array.from(slot?.querySelectorAll<HTMLElement>('button, summary') ?? []);

const controlsIn = (slot: HTMLElement | null): Control[] =>
  Array.from(slot?.querySelectorAll<Control>('input, textarea, select') ?? []).filter((c) => c.type !== 'hidden' && c.type !== 'file');

const isText = (c: Element): c is HTMLInputElement | HTMLTextAreaElement =>
  (c instanceof HTMLInputElement && c.type !== 'checkbox' && c.type !== 'radio') || c instanceof HTMLTextAreaElement;

function handoverOf(slot: HTMLElement, pressed: number | null, sent: boolean): Handover {
  const controls = controlsIn(slot);
  const values = controls.flatMap((c, index) =>
    (isText(c) && c.value !== c.defaultValue) || (c instanceof HTMLSelectElement && !c.selectedOptions[0]?.defaultSelected) ? [[index, c.value] as const] : [],
  );
  const active = document.activeElement;
  const index = controls.findIndex((c) => c === active);
  if (index < 0) return { focus: null, values, pressed, sent };
  let start: number | null = null;
  let end: number | null = null;
  try {
    if (isText(controls[index]!)) ({ selectionStart: start, selectionEnd: end } = controls[index] as HTMLInputElement);
  } catch {
    // Inputs without a caret (email in some browsers) throw: the focus alone is kept.
  }
  return { focus: { index, start, end }, values, pressed, sent };
}

/** Gives a control the visitor's value the way typing does, so a React-controlled field learns it from its own event. */
function typeInto(control: Control, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * An island rendered on the server whose code comes when the visitor reaches for it: every CMS page is
 * one route whose client components share their chunks, so a static import would put its code (and
 * its hydration) in the first load of every page. The server's markup stays as it was sent (React
 * keeps an element's inner HTML when hydrating it) until the first pointer over, press, key or focus
 * in it; then the island takes its place in one step, with the values typed, the focus and the caret.
 * A send or a button pressed before is held and made once the island can handle it. `server` is the
 * component itself on the server and null in the browser's bundle (decided at build time by the caller);
 * `atOnce` says when the code is fetched as the page loads instead (an island that reads the address).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  server: ComponentType<P> | null,
  className: string,
  atOnce: () => boolean = () => false,
) {
  let loading: Promise<ComponentType<P>> | null = null;
  // A failed fetch (a network blip, or a tab older than the deploy) is tried again at the next reach.
  const fetchCode = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  return function OnDemand(props: P) {
    const slot = useRef<HTMLDivElement>(null);
    const [Island, setIsland] = useState<{ readonly Component: ComponentType<P> } | null>(() => (server ? { Component: server } : null));
    const handover = useRef<Handover | null>(null);

    useEffect(() => {
      const element = slot.current;
      if (!element || Island) return;
      let live = true;
      let started = false;
      let pressed: number | null = null;
      let sent = false;
      // Before the listeners below, so a pointer down is known before the code can arrive in its event.
      const pointer = afterPress(element);
      const take = () => {
        if (started) return;
        started = true;
        void fetchCode().then(
          (Component) => {
            if (!live) return;
            const swap = () => {
              handover.current = handoverOf(element, pressed, sent);
              // In one step with the reads above, so no key pressed in between is lost.
              flushSync(() => setIsland({ Component }));
            };
            pointer.run(swap);
          },
          () => {
            started = false;
          },
        );
      };
      const hold = (event: Event) => {
        event.preventDefault();
        sent = true;
        take();
      };
      const press = (event: Event) => {
        const button = (event.target as Element | null)?.closest('button, summary');
        if (!button || (button instanceof HTMLButtonElement && button.type === 'submit')) return;
        event.preventDefault();
        pressed = buttonsIn(element).indexOf(button as HTMLElement);
        take();
      };
      const kinds = ['pointerover', 'pointerdown', 'keydown', 'focusin'] as const;
      for (const kind of kinds) element.addEventListener(kind, take, { passive: true });
      element.addEventListener('submit', hold);
      element.addEventListener('click', press);
      // No server markup to keep (the page came by a client navigation), an island wanted at once, or the
      // visitor already in it: a focus that came before these listeners (the page's code was late).
      if (!element.firstElementChild || atOnce() || element.matches(':focus-within')) take();
      return () => {
        live = false;
        for (const kind of kinds) element.removeEventListener(kind, take);
        pointer.stop();
        element.removeEventListener('submit', hold);
        element.removeEventListener('click', press);
      };
    }, [Island]);

    useLayoutEffect(() => {
      const was = handover.current;
      if (!Island || !was) return;
      handover.current = null;
      // Out of React's commit (a microtask: before any further key), so the island's own handlers take
      // the values and the focus as they would the visitor's; a held send last, once its form has the
      // values (React runs this render's effects before the microtask: a send made there checked empty fields).
      queueMicrotask(() => {
        const controls = controlsIn(slot.current);
        for (const [index, value] of was.values) if (controls[index]) typeInto(controls[index], value);
        if (was.pressed !== null && was.pressed >= 0) buttonsIn(slot.current)[was.pressed]?.click();
        const field = was.focus ? controls[was.focus.index] : undefined;
        if (field && was.focus) {
          field.focus();
          if (isText(field) && was.focus.start !== null) {
            try {
              field.setSelectionRange(was.focus.start, was.focus.end);
            } catch {
              // No caret in this kind of input.
            }
          }
        }
        if (was.sent) slot.current?.querySelector('form')?.requestSubmit();
      });
    }, [Island]);

    if (!Island) return <div ref={slot} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
    return (
      <div ref={slot} className={className}>
        <Island.Component {...props} />
      </div>
    );
  };
}
