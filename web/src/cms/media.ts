import { cmsUrl } from './env';
import { IMAGE_QUALITY, LIBRARY_PREFIX, isLibraryFile, libraryImageLoader } from '@/ui/image-path';

/** A media-library address as the browser and next/image can fetch it: the CMS serves '/uploads/...'. */
export function mediaUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${cmsUrl()}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Where the media library's files are: the bucket's uploads/ folder when the CMS stores them there
 * (MEDIA_URL, the CMS's S3_PUBLIC_URL), else the CMS's own /uploads/.
 */
export function libraryBase(): string {
  const media = process.env.MEDIA_URL;
  return media ? `${media.replace(/\/*$/, '/')}uploads/` : `${cmsUrl()}/uploads/`;
}

/**
 * A picture's source for next/image: `/uploads/<file>` when it is a file of the library (the template
 * then writes its short same-origin addresses, ui/image-path.ts), else its whole address.
 */
export function pictureSource(url: string): string {
  const absolute = mediaUrl(url);
  const base = libraryBase();
  if (!absolute.startsWith(base)) return absolute;
  const short = `${LIBRARY_PREFIX}${absolute.slice(base.length)}`;
  return isLibraryFile(short) ? short : absolute;
}

/** A picture's optimised address at one width: its short address for a library file, else the optimiser's own. */
export function optimisedImagePath(url: string, width: number): string {
  const src = pictureSource(url);
  return isLibraryFile(src) ? libraryImageLoader({ src, width }) : `/_next/image/?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}
