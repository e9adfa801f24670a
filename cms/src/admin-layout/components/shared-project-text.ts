import { component, group } from '../types';

export default component({
  uid: 'shared.project-text',
  settings: { mainField: 'language' },
  fields: {
    language: { label: 'Language', description: 'The site language of this description (fr, en or de; the Dutch one is the project description above).' },
    description: {
      label: 'Description',
      description: 'The project presentation in this language, shown on the project page in that language. The CRM sync overwrites it for CRM projects.',
    },
  },
  edit: [group('Text', [['language', 4]], [['description', 12]])],
});
