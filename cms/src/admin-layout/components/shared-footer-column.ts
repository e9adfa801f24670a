import { component, group } from '../types';

export default component({
  uid: 'shared.footer-column',
  settings: { mainField: 'title' },
  fields: {
    title: { label: 'Column title', description: 'Heading of the footer column. Example: "Contact" or "Openingsuren".' },
    intro: { label: 'Introduction', description: 'A short plain line under the title.' },
    text: {
      label: 'Text',
      description: 'The column content in Markdown: lines, links, a list. Links to pages may use their original path, e.g. [privacy](/privacy/).',
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
