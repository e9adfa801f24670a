import { component, group } from '../types';

export default component({
  uid: 'shared.home-banner',
  settings: { mainField: 'title' },
  fields: {
    type: {
      label: 'Banner type',
      description:
        'image: the banner image. gallery: the first picture of the gallery. video: shows the banner image as its still (no video plays yet). none: no picture, only the titles and search block.',
    },
    image: { label: 'Banner image', description: 'The wide picture at the top of the home page, at least 1600 px wide. Used for "image" and "video".' },
    images: { label: 'Gallery', description: 'Pictures for the "gallery" type; the first one is shown.' },
    videoUrl: { label: 'Video link', description: 'For the "video" type: the web address of the video (YouTube or Vimeo). Not played on the site yet.' },
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
    ),
  ],
});
