import { component, group } from '../types';

export default component({
  uid: 'shared.listing-text',
  settings: { mainField: 'language' },
  fields: {
    language: { label: 'Language', description: 'From the CRM: the site language of these texts (nl, fr, en or de).', editable: false },
    title: { label: 'Title', description: 'From the CRM: the title in this language.', editable: false },
    shortDescription: { label: 'Short description', description: 'From the CRM: the short description in this language.', editable: false },
    description: {
      label: 'Description',
      description: 'From the CRM: the full description in this language, shown on the listing page in that language.',
      editable: false,
    },
  },
  edit: [
    group(
      'Text',
      [
        ['language', 6],
        ['title', 6],
      ],
      [['shortDescription', 12]],
      [['description', 12]],
    ),
  ],
});
