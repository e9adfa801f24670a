import type { IconName } from '@coast/domain';

/** The sizes icon.css has (px); 20 is the default. */
export type IconSize = 16 | 18 | 20 | 22 | 26 | 40;

const kebab = (name: IconName) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * A small icon: one empty element masked by its shape (icon.css), in the text's colour. No icon font,
 * no request (the shapes are in the site's style sheet). Decorative: hidden from assistive technology.
 */
export function Icon({ name, size = 20, className }: { readonly name: IconName; readonly size?: IconSize; readonly className?: string }) {
  const classes = ['icon', `icon--${kebab(name)}`, size === 20 ? null : `icon--${size}`, className].filter(Boolean).join(' ');
  return <span className={classes} aria-hidden="true" />;
}
