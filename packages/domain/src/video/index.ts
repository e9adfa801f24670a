export { VIDEO_FILE_EXTENSIONS } from './types';
export type {
  VideoFileExtension,
  TourProvider,
  YoutubeThumbnailQuality,
  FileVideoEmbed,
  YoutubeEmbed,
  VimeoEmbed,
  FacebookEmbed,
  TourEmbed,
  MediaEmbed,
} from './types';
export { parseWebUrl } from './parse-url';
export { parseYoutubeUrl, youtubeThumbnailUrl } from './youtube';
export { parseVimeoUrl } from './vimeo';
export { parseFacebookUrl } from './facebook';
export { parseMatterportUrl } from './matterport';
export { parseKuulaUrl } from './kuula';
export { parseNodalviewUrl } from './nodalview';
export { parseVideoFileUrl } from './file';
export { parseMediaUrl, isEmbeddableMediaUrl, thumbnailUrl } from './parse-media-url';
