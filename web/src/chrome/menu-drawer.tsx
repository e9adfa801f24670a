'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Icon } from '@/ui/icon';
import { keepPageQuery } from './language-link';

interface Props {
  /** The dialog's name (the menu's name). */
  readonly label: string;
  readonly openLabel: string;
  readonly closeLabel: string;
}

/**
 * What the drawer shows, in this order: the header's parts it copies and the class each takes in it.
 * Parts found by several selectors (the top bar's two sides, actions first) are merged into one list.
 */
const PARTS = [
  { from: ['.site-header .main-menu--bar'], className: 'main-menu main-menu--drawer' },
  { from: ['.top-bar .top-bar__links--right', '.top-bar .top-bar__links:not(.top-bar__links--right)'], className: 'drawer__links' },
  { from: ['.site-header nav.language-switcher'], className: 'language-switcher language-switcher--drawer' },
] as const;

/**
 * The drawer's content: copies of the header's menu, top-bar links (actions first) and languages, from
 * its own page (a page left for another stays in the document, hidden).
 */
function copyHeaderParts(drawer: HTMLElement): HTMLElement[] {
  const page = drawer.closest('.site-header')?.parentElement ?? document;
  const copies: HTMLElement[] = [];
  for (const part of PARTS) {
    const sources = part.from.map((selector) => page.querySelector<HTMLElement>(selector)).filter((el) => el !== null);
    if (!sources.length) continue;
    if (part.from.length > 1) {
      const list = document.createElement('ul');
      list.className = part.className;
      for (const source of sources) for (const item of source.children) list.append(item.cloneNode(true));
      copies.push(list);
    } else {
      const copy = sources[0]!.cloneNode(true) as HTMLElement;
      copy.className = part.className;
      copies.push(copy);
    }
  }
  return copies;
}

/**
 * The mobile and tablet menu: a modal <dialog> sliding in from the side. The browser traps focus in
 * it and closes it on Escape; a click on the backdrop or a navigation closes it too, and focus goes
 * back to the menu button.
 *
 * Its content repeats the header's menu, top-bar links and languages (hidden on small screens), so it
 * is copied from them when the drawer opens rather than rendered: every page's HTML and flight data
 * carry them once. Menu links navigate in the app like the header's; language links load the page
 * afresh with the page's query, like the switcher's.
 */
export function MenuDrawer({ label, openLabel, closeLabel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  // A page left for another is kept hidden, not removed, and its effects are stopped: an open modal
  // dialog in it would leave the next page inert. Closed as the page is hidden.
  useEffect(() => {
    const element = dialog.current;
    return () => element?.close();
  }, []);

  useEffect(() => {
    const box = content.current;
    if (!box) return;
    box.replaceChildren(...(open ? copyHeaderParts(box) : []));
  }, [open]);

  const reachFor = (event: { target: EventTarget | null }) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-language]') : null;
    if (link) keepPageQuery(link);
  };
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    reachFor(event);
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || link.hasAttribute('data-language') || link.target || link.origin !== window.location.origin) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialog.current?.close();
    router.push(`${link.pathname}${link.search}${link.hash}`);
  };

  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="menu-drawer"
        onClick={() => {
          dialog.current?.showModal();
          setOpen(true);
        }}
      >
        <Icon name="menu" size={26} />
        <span className="visually-hidden">{openLabel}</span>
      </button>
      <dialog
        id="menu-drawer"
        ref={dialog}
        className="drawer"
        aria-label={label}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <div className="drawer__panel">
          <button type="button" className="drawer__close" onClick={() => dialog.current?.close()} autoFocus>
            <Icon name="close" size={26} />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
          {/* Filled by copyHeaderParts while open; React renders nothing in it. */}
          <div ref={content} className="drawer__content" onClick={follow} onPointerDown={reachFor} onFocus={reachFor} />
        </div>
      </dialog>
    </>
  );
}
