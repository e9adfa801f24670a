import { component, group } from '../types';

export default component({
  uid: 'consent.category',
  settings: { mainField: 'title' },
  fields: {
    category: {
      label: 'Category',
      description:
        'Which of the five: necessary (always on, no consent needed), analytical (Google Analytics, Tag Manager), marketing (Google Ads, Meta pixel), social-media (YouTube, Vimeo, Facebook videos, virtual tours, maps), unclassified.',
    },
    title: { label: 'Name', description: 'The category\'s name in the dialog and on the cookie policy, in this language. Example: "Analytische cookies".' },
    description: { label: 'Text', description: 'What the category is for, shown under its switch and on the cookie policy.' },
    cookies: {
      label: 'Cookies',
      description: 'Each cookie of this category: name, purpose, lifetime and who sets it. Listed in the dialog and on the cookie policy page.',
    },
  },
  edit: [
    group(
      'Category',
      [
        ['category', 4],
        ['title', 8],
      ],
      [['description', 12]],
      [['cookies']],
    ),
  ],
});
