import { contentType, group } from './types';

export default contentType({
  uid: 'api::team-member.team-member',
  settings: { mainField: 'name', defaultSortBy: 'sort', defaultSortOrder: 'ASC' },
  list: ['name', 'role', 'email', 'sort'],
  fields: {
    name: { label: 'Name', description: 'Full name, the same in every language. Example: "An Declercq".' },
    role: { label: 'Role', description: 'Job title in this language. Example: "Zaakvoerder – erkend vastgoedmakelaar BIV".' },
    bio: { label: 'About', description: 'A few sentences about the person, in this language.' },
    email: {
      label: 'Email',
      description: 'Work address, shown on the team card and on the listings this person is in charge of, as a link. Example: an@kustvastgoed.be.',
    },
    phone: {
      label: 'Phone',
      description:
        'Work number, shown on the team card and on the listings this person is in charge of, as a link, as it should be dialled. Example: 0470 12 34 56.',
    },
    photo: { label: 'Photo', description: 'Portrait on the team card, shown in a square; at least 600 px. Without one, the initials show.' },
    privatePhone: {
      label: 'Private phone',
      description: 'A number for colleagues only (for example a private mobile). Never shown on the site or given by the public API. Example: 0499 11 22 33.',
    },
    internalNotes: {
      label: 'Internal notes',
      description: 'Notes for staff (holidays, languages spoken...). Never shown on the site or given by the public API.',
    },
    sort: { label: 'Place on the team list', description: 'Order on the team list: low numbers first. The list shows the first 4.' },
    key: {
      label: 'Key (for the site)',
      description: 'A fixed technical name, the same in every language: lowercase letters, digits and hyphens. Example: an-declercq.',
      placeholder: 'an-declercq',
    },
  },
  edit: [
    group(
      'Person',
      [
        ['name', 6],
        ['role', 6],
      ],
      [['bio', 12]],
      [['photo', 6]],
    ),
    group(
      'Contact',
      [
        ['email', 6],
        ['phone', 6],
      ],
      [['privatePhone', 6]],
      [['internalNotes', 12]],
    ),
    group('Technical', [
      ['sort', 3],
      ['key', 6],
    ]),
  ],
});
