/**
 * On a phone (up to 766 px) of 1.5x density or more, a card or the banner asks for the 600 picture: a
 * 1.75x phone (412 px) would take the 828 one at 100vw, and a 3x phone the 1360 one, for a sharpness a
 * card or the dimmed banner does not show. The listing's own photos (wide) keep the full density: 828 on
 * most phones (412-414 px at 1.75-2x), 1360 above about 2x.
 */
const PHONE_AT_600 = '(max-width:766px) and (min-resolution:2.5dppx) 200px,(max-width:766px) and (min-resolution:1.5dppx) 300px';

/**
 * `sizes` presets for the widths (400, 600, 828, 1360; list thumbnails 250), matching the CSS layout.
 * Written without optional spaces: each card's picture and preload hint carries its string.
 */
export const IMAGE_SIZES = {
  card: `${PHONE_AT_600},(max-width:766px) 100vw,(max-width:1279px) 50vw,400px`,
  thumbnail: '250px',
  wide: '(max-width:1360px) 100vw,1360px',
  /** The home banner, full width behind a 55% dark layer and the title. */
  banner: `${PHONE_AT_600},(max-width:1360px) 100vw,1360px`,
  half: '(max-width:766px) 100vw,600px',
} as const;
