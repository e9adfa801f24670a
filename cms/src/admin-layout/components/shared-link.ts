import { component, group } from '../types';

export default component({
  uid: 'shared.link',
  settings: { mainField: 'label' },
  fields: {
    label: { label: 'Text', description: 'What the link says. Example: "Gratis waardebepaling".' },
    url: {
      label: 'Link',
      description:
        'Where the link goes: choose one of the site’s pages by its name (the visitor gets that page in their language, also after the page’s address changes), or "Another address" for another website (https://…), a phone number (tel:+3259123456) or an e-mail address (mailto:info@kustvastgoed.be).',
    },
    icon: {
      label: 'Icon',
      description: 'Optional small icon before the text, one of the icons the site has (e.g. phone, mail, home, user, pin). Empty: no icon.',
    },
    color: {
      label: 'Button colour',
      description:
        'Optional: shows the link as a button in this colour (the text turns dark or light to stay readable). Pick it, or paste a hex code such as #C8102E. Empty: a plain link.',
    },
    isPublished: { label: 'Show on the site', description: 'Off: the link is kept here but not shown.' },
    openInNewTab: { label: 'Open in a new tab', description: 'On for links to other websites.' },
  },
  edit: [
    group(
      'Link',
      [
        ['label', 6],
        ['url', 6],
      ],
      [
        ['icon', 4],
        ['color', 4],
      ],
      [
        ['isPublished', 4],
        ['openInNewTab', 4],
      ],
    ),
  ],
});
