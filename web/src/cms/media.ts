import { cmsUrl } from './env';

/** A media-library address as the browser and next/image can fetch it: the CMS serves '/uploads/...'. */
export function mediaUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${cmsUrl()}${url.startsWith('/') ? '' : '/'}${url}`;
}
