/**
 * Whom the first layer asks: every visitor, except search engines (they render pages too; the library's
 * own check also refuses automated browsers, which would hide the layer from every browser test) and
 * staff looking at a draft (preview paths). One rule for the page's inline script and for the island.
 */
export const CRAWLER_PATTERN = /bot|crawl|spider|slurp|teoma|lighthouse/i;

/** The path segment of draft previews (/preview/nl/…). */
export const PREVIEW_SEGMENT = 'preview';

export const isPreviewPath = (pathname: string) => pathname.split('/').includes(PREVIEW_SEGMENT);

/** `?setcookies` in the address: the visitor asks to choose again (the stored choice is forgotten). */
export const RESET_PARAMETER = 'setcookies';
