import { contentType, group } from './types';

export default contentType({
  uid: 'api::testimonial.testimonial',
  settings: { mainField: 'author', defaultSortBy: 'date', defaultSortOrder: 'DESC' },
  list: ['author', 'city', 'rating', 'date'],
  fields: {
    author: { label: 'Client', description: 'Who said it, as it may be published. Example: "Familie Vermeulen".' },
    city: { label: 'Town', description: 'Where the client lives or bought, shown with the name. Example: Oostende.' },
    rating: { label: 'Stars', description: 'The score out of 5 shown as stars: a whole number from 1 to 5.' },
    text: { label: 'What they said', description: 'The testimonial in this language.' },
    date: { label: 'Date', description: 'When it was given; the newest 6 are shown first.' },
    key: {
      label: 'Key (for the site)',
      description: 'A fixed technical name, the same in every language: lowercase letters, digits and hyphens. Example: vermeulen-2025.',
      placeholder: 'vermeulen-2025',
    },
  },
  edit: [
    group(
      'Testimonial',
      [
        ['author', 6],
        ['city', 6],
      ],
      [['text', 12]],
      [
        ['rating', 3],
        ['date', 3],
        ['key', 6],
      ],
    ),
  ],
});
