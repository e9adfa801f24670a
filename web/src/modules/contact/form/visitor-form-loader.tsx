'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { afterPress } from '@/ui/after-press';
import type { VisitorFormProps } from './listing-request';
import { hasDraft } from './form-draft';
import { typedValues } from './typed-values';

type Form = ComponentType<VisitorFormProps>;

// The server renders the form at once, so it is in the cached HTML. `typeof window` is decided at build
// time: the browser's bundle keeps only the dynamic import below (not next/dynamic: the page does not
// preload that chunk).
const serverForm: Form | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./listing-request') as typeof import('./listing-request')).VisitorForm
    : null;

let loading: Promise<Form> | null = null;
// A failed fetch (a network blip, or a tab older than the deploy) is tried again at the next reach.
const loadForm = () =>
  (loading ??= import('./listing-request').then(
    (m) => m.VisitorForm,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

/** Whether the address or the tab gives the form something to show at once (a listing's request, a search to register, a draft). */
function addressFillsForm({ form, listingFromQuery }: VisitorFormProps): boolean {
  const query = new URLSearchParams(window.location.search);
  return (listingFromQuery && query.has('property')) || (form === 'demand-register' && query.toString() !== '') || hasDraft(form);
}

/** The control the visitor was in when the form's code took over its markup (its place in the form), with the caret. */
interface Focus {
  readonly index: number;
  readonly start: number | null;
  readonly end: number | null;
}

/** The controls of the form in a slot, in order: the same places before and after the hand-over. */
const controls = (slot: HTMLElement | null) => Array.from(slot?.querySelector('form')?.elements ?? []);

function focusIn(slot: HTMLElement): Focus | null {
  const active = document.activeElement;
  const index = active ? controls(slot).indexOf(active) : -1;
  if (!(active instanceof HTMLElement) || index < 0) return null;
  const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  let start: number | null = null;
  let end: number | null = null;
  try {
    if (text) ({ selectionStart: start, selectionEnd: end } = active);
  } catch {
    // Inputs without a caret (email in some browsers) throw: the focus alone is kept.
  }
  return { index, start, end };
}

/**
 * The visitor form island, whose code comes when the visitor reaches for the form. The form is server
 * markup in the cached page and looks and reads the same; its code (react-hook-form, the schema, zod:
 * most of a form page's script) is fetched at the first pointer over, press, key or focus in it, or at
 * once when the address gives the form something to show or the page came without it (a client
 * navigation). Until then the markup stays as the server sent it (an element React does not hydrate);
 * then the form takes its place in one step, with what the visitor typed, ticked or chose, the focus
 * and the caret. A send pressed before is held and made once the form can check it; a press under way
 * when the code comes ends on the server's button first.
 */
export function VisitorFormLoader(props: VisitorFormProps) {
  const slot = useRef<HTMLDivElement>(null);
  // The form's component, and what the visitor put in the markup before it took over.
  const [taken, setTaken] = useState<{ Form: Form; typed?: Record<string, unknown> } | null>(() => (serverForm ? { Form: serverForm } : null));
  const Form = taken?.Form;
  const focus = useRef<Focus | null>(null);
  const files = useRef<ReadonlyArray<readonly [string, FileList]>>([]);
  const heldSend = useRef(false);

  // Native listeners: the markup is not React's until the form takes over.
  useEffect(() => {
    const element = slot.current;
    if (!element || Form) return;
    let live = true;
    let started = false;
    // Before the listeners below, so a pointer down is known before the code can arrive in its event.
    const press = afterPress(element);
    const take = () => {
      if (started) return;
      started = true;
      void loadForm().then(
        (loaded) => {
          if (!live) return;
          press.run(() => {
            const typed = typedValues(element.querySelector('form'));
            focus.current = focusIn(element);
            // Chosen files cannot be given as values: the inputs' own lists are moved to the new inputs.
            files.current = controls(element).flatMap((c) =>
              c instanceof HTMLInputElement && c.type === 'file' && c.files?.length ? [[c.name, c.files] as const] : [],
            );
            // In one step with the reads above, so no key pressed in between is lost.
            flushSync(() => setTaken({ Form: loaded, typed }));
          });
        },
        () => {
          started = false;
        },
      );
    };
    const hold = (event: Event) => {
      // Without its code the browser would send the form itself.
      event.preventDefault();
      heldSend.current = true;
      take();
    };
    const kinds = ['pointerover', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const kind of kinds) element.addEventListener(kind, take, { passive: true });
    element.addEventListener('submit', hold);
    // No markup to keep (the page came by a client navigation, not from the server): the form at once.
    if (!element.firstElementChild || addressFillsForm(props)) take();
    return () => {
      live = false;
      for (const kind of kinds) element.removeEventListener(kind, take);
      press.stop();
      element.removeEventListener('submit', hold);
    };
    // The props are the cached page's; they do not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Form]);

  useLayoutEffect(() => {
    if (!Form) return;
    for (const [name, list] of files.current) {
      const input = controls(slot.current).find((c): c is HTMLInputElement => c instanceof HTMLInputElement && c.type === 'file' && c.name === name);
      if (!input) continue;
      input.files = list;
      // react-hook-form learns a file input's value from its change event.
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    files.current = [];
    const was = focus.current;
    if (!was) return;
    focus.current = null;
    const field = controls(slot.current)[was.index];
    if (field instanceof HTMLElement) field.focus();
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && was.start !== null) {
      try {
        field.setSelectionRange(was.start, was.end);
      } catch {
        // No caret in this kind of input.
      }
    }
  }, [Form]);

  useEffect(() => {
    if (!Form || !heldSend.current) return;
    heldSend.current = false;
    slot.current?.querySelector('form')?.requestSubmit();
  }, [Form]);

  if (!taken) {
    // The server's markup, left as it is (React keeps an element's inner HTML when hydrating it).
    return <div ref={slot} className="visitor-form-slot" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return (
    <div ref={slot} className="visitor-form-slot">
      <taken.Form {...props} typed={taken.typed} />
    </div>
  );
}
