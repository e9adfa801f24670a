import { component, group } from '../types';

export default component({
  uid: 'shared.document',
  settings: { mainField: 'name' },
  fields: {
    name: {
      label: 'Document name',
      description: 'From the feed: what the document is, as listed with the listing. Example: EPC-certificaat.',
      editable: false,
    },
    url: { label: 'Link', description: 'From the feed: the web address where the document can be downloaded.', editable: false },
    size: {
      label: 'Size (bytes)',
      description: 'How large the file is, shown beside the link ("PDF · 1,2 MB"). Empty when the import could not tell. Example: 1234567.',
      editable: false,
    },
  },
  edit: [
    group('Document', [
      ['name', 6],
      ['url', 6],
    ]),
    group('File', [['size', 6]]),
  ],
});
