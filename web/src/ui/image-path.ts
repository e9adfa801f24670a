/**
 * Short, same-origin addresses of the media library's pictures: `/img/<width>/<file>` instead of
 * next/image's `/_next/image/?url=<the CMS's or bucket's whole address>&w=<width>&q=75`, which a card
 * wrote five times over (its srcset and src). The proxy turns one back into the optimiser's request
 * (http/image-route.ts), so the optimiser, its cache and its checks stay Next's own.
 */
export const IMAGE_PATH_PREFIX = '/img/';

/** A picture's source as the server hands it to a template: a file of the media library (see cms/media.ts pictureSource). */
export const LIBRARY_PREFIX = '/uploads/';

/** The one quality the short addresses stand for: next/image's default. */
export const IMAGE_QUALITY = 75;

/** A media-library file name as it may appear in a short address: one segment, no escapes that could climb out of uploads/. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isLibraryFile(src: string): boolean {
  return src.startsWith(LIBRARY_PREFIX) && FILE_NAME.test(src.slice(LIBRARY_PREFIX.length));
}

/** next/image's loader for a media-library file (`/uploads/<file>`): its short address at that width. */
export function libraryImageLoader({ src, width }: { src: string; width: number }): string {
  return `${IMAGE_PATH_PREFIX}${width}/${src.slice(LIBRARY_PREFIX.length)}`;
}

/** The width and file of a short address, or null when the path is not one. */
export function parseImagePath(pathname: string): { width: number; file: string } | null {
  const match = /^\/img\/([1-9][0-9]{0,4})\/([^/]+)$/.exec(pathname);
  if (!match || !FILE_NAME.test(match[2]!)) return null;
  return { width: Number(match[1]), file: match[2]! };
}

/** next/image's source inputs for a picture: a library file with the short-address loader, any other address as it is. */
export function pictureInputs(src: string): { src: string; loader?: typeof libraryImageLoader } {
  return isLibraryFile(src) ? { src, loader: libraryImageLoader } : { src };
}
