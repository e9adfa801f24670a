'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/ui/icon';

interface Props {
  /** The dialog's name (the menu's name). */
  readonly label: string;
  readonly openLabel: string;
  readonly closeLabel: string;
  /** The drawer's content (menu, top-bar links, languages), rendered on the server. */
  readonly children: ReactNode;
}

/**
 * The mobile and tablet menu: a modal <dialog> sliding in from the side. The browser traps focus in
 * it and closes it on Escape; a click on the backdrop or a navigation closes it too, and focus goes
 * back to the menu button.
 *
 * Its content repeats the header's menu, top-bar links and languages, so it is rendered only while the
 * drawer is open: every page's HTML is 2 KB and 50 elements lighter, with that much less to parse and
 * hydrate. A closed drawer showed nothing anyway, and without script it cannot open.
 */
export function MenuDrawer({ label, openLabel, closeLabel, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

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
          {open ? children : null}
        </div>
      </dialog>
    </>
  );
}
