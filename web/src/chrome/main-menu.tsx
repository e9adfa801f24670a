import Link from '@/ui/link';

export interface MenuItem {
  readonly label: string;
  readonly href: string;
  readonly current: boolean;
  readonly children: readonly MenuItem[];
}

interface Props {
  readonly items: readonly MenuItem[];
  readonly label: string;
}

/** The menu of published entries and their published children: a bar on desktop, copied into the drawer below. */
export function MainMenu({ items, label }: Props) {
  return (
    <nav className="main-menu main-menu--bar" aria-label={label}>
      <ul className="main-menu__list">
        {items.map((item) => (
          <li key={item.href} className={item.children.length ? 'main-menu__item has-children' : 'main-menu__item'}>
            <Link href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
            {item.children.length ? (
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
