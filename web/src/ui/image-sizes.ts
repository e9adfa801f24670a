/**
 * On a phone (up to 766 px) of 1.5x density or more, a card or the banner asks for the 600 picture:
 * the spec's widths jump from 600 to 1360, and 100vw makes a 1.75x phone (412 px) take the 1360 one,
 * three times the bytes for a sharpness a card or the dimmed banner does not show. The listing's own
 * photos (wide) keep the full density.
 */
const PHONE_AT_600 = '(max-width:766px) and (min-resolution:2.5dppx) 200px,(max-width:766px) and (min-resolution:1.5dppx) 300px';

/**
 * `sizes` presets for the spec's widths (400, 600, 1360; list thumbnails 250), matching the CSS layout.
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
