import { component, group } from '../types';

export default component({
  uid: 'shared.footer-column',
  settings: { mainField: 'title' },
  fields: {
    title: { label: 'Column title', description: 'Heading of the footer column. Example: "Contact" or "Openingsuren".' },
    intro: { label: 'Introduction', description: 'A short plain line under the title.' },
    text: {
      label: 'Text',
      description: 'The column content: lines, links, a list (from the toolbar). A link to a page may use its original path, e.g. /privacy/.',
    },
    images: { label: 'Images', description: 'Optional pictures in the column, e.g. logos of professional bodies (BIV, CIB).' },
    isPublic: { label: 'Show on the site', description: 'Off: the column is kept here but not shown in the footer.' },
  },
  edit: [
    group(
      'Column',
      [
        ['title', 8],
        ['isPublic', 4],
      ],
      [['intro', 12]],
      [['text']],
      [['images', 6]],
    ),
  ],
});
