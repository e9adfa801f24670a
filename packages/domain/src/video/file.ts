import { VIDEO_FILE_EXTENSIONS, type FileVideoEmbed, type VideoFileExtension } from './types';

const MIME_TYPES: Readonly<Record<VideoFileExtension, string>> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  webm: 'video/webm',
};

/** A video file on any host, recognised by its extension (mp4, mov, wmv, avi, flv, webm), any case. */
export function parseVideoFileUrl(url: URL): FileVideoEmbed | null {
  const match = /\/([^/]+)\.([A-Za-z0-9]+)$/.exec(url.pathname);
  if (!match) return null;
  const extension = (match[2] as string).toLowerCase();
  if (!(VIDEO_FILE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  let name = `${match[1]}.${match[2]}`;
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep the encoded name
  }
  return {
    kind: 'file',
    provider: 'file',
    id: name,
    url: url.href,
    embedUrl: url.href,
    extension: extension as VideoFileExtension,
    mimeType: MIME_TYPES[extension as VideoFileExtension],
  };
}
