'use client';

import Link from '@/ui/link';

/** One entry; `current` and `children` are left out when false or empty (the items are the page's data). */
export interface MenuItem {
  readonly label: string;
  readonly href: string;
  readonly current?: true;
  readonly children?: readonly MenuItem[];
}

interface Props {
  readonly items: readonly MenuItem[];
  readonly label: string;
}

/**
 * The menu of published entries and their published children: a bar on desktop, copied into the drawer
 * below. A client template over the items the server resolved: the page's flight data carries them as
 * data, not as a second copy of the menu's elements (it is on every page).
 */
export function MainMenu({ items, label }: Props) {
  return (
    <nav className="main-menu main-menu--bar" aria-label={label}>
      <ul className="main-menu__list">
        {items.map((item) => (
          <li key={item.href} className={item.children ? 'main-menu__item has-children' : 'main-menu__item'}>
            <Link href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
            {item.children ? (
              <ul className="main-menu__sub">
                {item.children.map((child) => (
                  <li key={child.href}>
                    <Link href={child.href} aria-current={child.current ? 'page' : undefined}>
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
