/** File extensions recognised as a video file. */
export const VIDEO_FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;
export type VideoFileExtension = (typeof VIDEO_FILE_EXTENSIONS)[number];

/** The three 3D / virtual-tour hosts. Nodalview is the Belgian one many agencies here use. */
export type TourProvider = 'matterport' | 'kuula' | 'nodalview';

export type YoutubeThumbnailQuality = 'low' | 'medium' | 'high';

interface EmbedBase {
  /** The provider's id of the video or tour (for a file: its file name). */
  readonly id: string;
  /** The address as given, normalised (scheme added, parsed). */
  readonly url: string;
  /** What an <iframe> (or, for a file, a <video>) needs as src. */
  readonly embedUrl: string;
}

export interface FileVideoEmbed extends EmbedBase {
  readonly kind: 'file';
  readonly provider: 'file';
  readonly extension: VideoFileExtension;
  readonly mimeType: string;
}

export interface YoutubeEmbed extends EmbedBase {
  readonly kind: 'video';
  readonly provider: 'youtube';
  /** A YouTube Short (portrait). */
  readonly short: boolean;
  /** Plain strings (not a function) so the embed can cross the server/client boundary. */
  readonly thumbnails: Readonly<Record<YoutubeThumbnailQuality, string>>;
}

export interface VimeoEmbed extends EmbedBase {
  readonly kind: 'video';
  readonly provider: 'vimeo';
}

export interface FacebookEmbed extends EmbedBase {
  readonly kind: 'video';
  readonly provider: 'facebook';
}

export interface TourEmbed extends EmbedBase {
  readonly kind: 'tour';
  readonly provider: TourProvider;
}

export type MediaEmbed = FileVideoEmbed | YoutubeEmbed | VimeoEmbed | FacebookEmbed | TourEmbed;
