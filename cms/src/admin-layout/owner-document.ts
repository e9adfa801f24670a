import { contentType, group } from './types';

export default contentType({
  uid: 'api::owner-document.owner-document',
  settings: { mainField: 'title', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', pageSize: 50 },
  list: ['title', 'listing', 'kind'],
  fields: {
    listing: {
      label: 'Listing',
      description: "The listing it belongs to: only that listing's owner can download it, from the portal.",
      mainField: 'label',
    },
    title: { label: 'Title', description: 'The name the owner sees (for example "Sales mandate" or "EPC certificate 2024").' },
    kind: { label: 'Kind', description: 'mandate, epc, asbestos, electrical (inspection), soil (certificate), urban-planning (information), plan or other.' },
    file: {
      label: 'File',
      description:
        'The document itself (PDF, JPEG, PNG or DOCX, at most 10 MB): chosen in the side panel, before or after the first save. Kept privately, never in the media library or on the site.',
      editable: false,
      visible: false,
    },
  },
  edit: [
    group(
      'Document',
      [
        ['listing', 6],
        ['kind', 6],
      ],
      [['title', 12]],
    ),
  ],
});
