import { component, group } from '../types';

export default component({
  uid: 'shared.home-banner',
  settings: { mainField: 'title' },
  fields: {
    type: {
      label: 'Banner type',
      description:
        'image: the banner image. gallery: the gallery pictures slide by every 3 seconds (paused while a visitor points at or focuses it, still for visitors who ask for less motion). video: the video plays muted and looping, with the banner image as its still and a pause button. none: no picture, only the titles and search block.',
    },
    image: { label: 'Banner image', description: 'The wide picture at the top of the home page, at least 1600 px wide. Used for "image" and "video".' },
    images: { label: 'Gallery', description: 'Pictures for the "gallery" type, in their order; the first one loads first. At least 1600 px wide.' },
    video: { label: 'Video', description: 'For the "video" type: an MP4 or WebM file, short and silent (it plays muted), ideally under 10 MB.' },
    videoUrl: {
      label: 'Video file address',
      description: 'For the "video" type, instead of Video: the address of an MP4 or WebM file on the CMS. YouTube or Vimeo pages cannot play as a banner.',
    },
    title: { label: 'Banner title', description: 'The large heading on the home page. Empty: the home page title. Example: "Uw vastgoedpartner aan de kust".' },
    subtitle: { label: 'Banner subtitle', description: 'A line under the banner title.' },
  },
  edit: [
    group(
      'Banner',
      [
        ['type', 6],
        ['videoUrl', 6],
      ],
      [
        ['title', 6],
        ['subtitle', 6],
      ],
      [
        ['image', 6],
        ['images', 6],
      ],
      [['video', 6]],
    ),
  ],
});
