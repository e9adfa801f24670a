import { contentType, group } from './types';

export default contentType({
  uid: 'api::article.article',
  settings: { mainField: 'title', defaultSortBy: 'publishedDate', defaultSortOrder: 'DESC', pageSize: 20 },
  list: ['title', 'category', 'publishedDate', 'slug', 'updatedAt'],
  fields: {
    title: {
      label: 'Title',
      description: 'The article\'s heading, in this language. Example: "Registratiebelasting daalt naar 2%".',
    },
    slug: {
      label: 'Web address part',
      description:
        "The last part of the article's own address, below the page that lists its category: /nl/service/{this}/. Lowercase letters, digits and hyphens. Empty: made from the title when saved. Example: registratiebelasting-2-procent.",
      placeholder: 'registratiebelasting-2-procent',
    },
    summary: {
      label: 'Summary',
      description: 'One or two sentences on news cards and in the "summary" and "banner" article views; also the description in search results.',
    },
    body: {
      label: 'Text',
      description:
        "The full article: headings, bold, lists and links from the toolbar. A link to a page may use its original path, e.g. /contact/: the site shows the page in the visitor's language.",
    },
    image: {
      label: 'Picture',
      description: 'Shown on news cards and above the text; also the picture when the article is shared. Landscape, at least 1200 px wide.',
    },
    publishedDate: {
      label: 'Date',
      description: 'The date shown with the article; news lists show the newest first. Example: 2026-03-01.',
    },
    category: {
      label: 'Category',
      description:
        'Where the article is listed, e.g. News or Tips. A page with a category module for this category lists it, and the article gets its own address below that page. Legal texts shown in full by an article module need no category.',
      mainField: 'name',
    },
    key: {
      label: 'Key (for the site)',
      description:
        'A fixed technical name, the same in every language: lowercase letters, digits and hyphens. Used to find the article from code and seed data. Do not change it. Example: privacy.',
      placeholder: 'privacy',
    },
  },
  edit: [
    group(
      'Article',
      [
        ['title', 8],
        ['publishedDate', 4],
      ],
      [['summary', 12]],
      [['body']],
    ),
    group(
      'Place on the site',
      [
        ['category', 6],
        ['image', 6],
      ],
      [
        ['slug', 6],
        ['key', 6],
      ],
    ),
  ],
});
