import { component, group } from '../types';

export default component({
  uid: 'consent.cookie',
  settings: { mainField: 'name' },
  fields: {
    name: { label: 'Name', description: 'The cookie\'s (or storage entry\'s) name as the browser shows it. Example: "_ga".', placeholder: '_ga' },
    purpose: { label: 'Purpose', description: 'What it is used for, in this language. Example: "Onderscheidt bezoekers voor Google Analytics".' },
    lifetime: { label: 'Lifetime', description: 'How long it stays, in this language. Example: "2 jaar", "sessie".', placeholder: '2 jaar' },
    party: {
      label: 'Set by',
      description: 'Who sets and reads it: the site itself (first party) or the named service (third party). Example: "Google (derde partij)".',
    },
  },
  edit: [
    group(
      'Cookie',
      [
        ['name', 6],
        ['lifetime', 6],
      ],
      [['purpose', 12]],
      [['party', 12]],
    ),
  ],
});
