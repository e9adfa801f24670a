/**
 * The site's icons by name (their shapes are in the site's icon.css). Staff choose a top-bar link's icon
 * from these in the CMS (an enumeration of exactly this list), so a name the site cannot draw cannot be saved.
 */
export const ICON_NAMES = [
  'phone',
  'mail',
  'home',
  'user',
  'menu',
  'close',
  'bed',
  'area',
  'pin',
  'arrowUp',
  'chevronLeft',
  'chevronRight',
  'search',
  'globe',
  'pause',
  'play',
  'heart',
  'heartOutline',
  'star',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
