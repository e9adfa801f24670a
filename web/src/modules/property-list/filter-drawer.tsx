'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '@/ui/icon';

interface Props {
  /** 'Filters (2)': the button's text, with the number of active filters. */
  readonly openLabel: string;
  readonly closeLabel: string;
  /** The drawer's title (the form's name). */
  readonly title: string;
  /** The filter form, rendered on the server. */
  readonly children: ReactNode;
}

const PANEL_ID = 'list-filters';
const TITLE_ID = 'list-filters-title';
/** Where the panel stops being a drawer (styles.css): from here the form sits above the results. */
const WIDE = '(min-width: 767px)';

/**
 * On a phone the filter form waits behind one button so the results come first; from 767 px the form
 * shows as it always did and the button is hidden (styles.css). Opened, the panel is a modal dialog:
 * the rest of the page is inert (focus stays in it), Escape or the close button shuts it and focus goes
 * back to the button. The form is not moved or re-rendered, so it works the same in both layouts.
 *
 * Without script the button is a link to the panel, which CSS shows as the same drawer while it is
 * the page's target; submitting the form (a GET) leaves it.
 */
const subscribeNothing = () => () => {};
const hydrated = () => true;
const notHydrated = () => false;

/** A link acting as a button once script runs: a click or Space does the action instead of following it. */
function activate(action: () => void) {
  return {
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      action();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      action();
    },
  };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** Tab from the panel's last control goes to its first, Shift+Tab from its first (or the panel) to its last. */
function wrapFocus(panel: HTMLElement, event: globalThis.KeyboardEvent) {
  const controls = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function FilterDrawer({ openLabel, closeLabel, title, children }: Props) {
  const [open, setOpen] = useState(false);
  // Once script runs the island alone opens the panel (CSS stops following the URL's #target).
  const ready = useSyncExternalStore(subscribeNothing, hydrated, notHydrated);
  const toggle = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = panel.current;
    const button = toggle.current;
    if (!open || !node) return;
    // Everything but the panel and its ancestors is inert: the modal's focus trap, as a <dialog> has.
    const inerted: HTMLElement[] = [];
    for (let el: HTMLElement = node; el.parentElement && el !== document.body; el = el.parentElement) {
      for (const sibling of el.parentElement.children) {
        if (sibling !== el && sibling instanceof HTMLElement && !sibling.inert) {
          sibling.inert = true;
          inerted.push(sibling);
        }
      }
    }
    document.documentElement.classList.add('filter-drawer-open');
    node.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key === 'Tab') wrapFocus(node, event);
    };
    const wide = window.matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
      for (const el of inerted) el.inert = false;
      document.documentElement.classList.remove('filter-drawer-open');
      button?.focus();
    };
  }, [open]);

  return (
    <div className="filter-drawer" data-open={open || undefined} data-ready={ready || undefined}>
      <a
        ref={toggle}
        href={`#${PANEL_ID}`}
        role="button"
        className="button button--ghost filter-drawer__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        {...activate(() => setOpen(true))}
      >
        {openLabel}
      </a>
      <div
        ref={panel}
        id={PANEL_ID}
        className="filter-drawer__panel"
        tabIndex={-1}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-labelledby={open ? TITLE_ID : undefined}
      >
        <div className="filter-drawer__head">
          <h2 id={TITLE_ID} className="filter-drawer__title">
            {title}
          </h2>
          <a href="#" role="button" className="drawer__close filter-drawer__close" {...activate(() => setOpen(false))}>
            <Icon name="close" size={26} />
            <span className="visually-hidden">{closeLabel}</span>
          </a>
        </div>
        {children}
      </div>
    </div>
  );
}
