import { contentType, group } from './types';

export default contentType({
  uid: 'api::category.category',
  settings: { mainField: 'name', defaultSortBy: 'sort', defaultSortOrder: 'ASC' },
  list: ['name', 'parent', 'slug', 'sort', 'updatedAt'],
  fields: {
    name: { label: 'Name', description: 'The category\'s name in this language, as its page title and on subcategory buttons. Example: "Nieuws".' },
    slug: {
      label: 'Web address part',
      description:
        "The last part of the category's own address, below the page that shows it: /nl/service/{this}/. Lowercase letters, digits and hyphens. Empty: made from the name when saved. Example: nieuws.",
      placeholder: 'nieuws',
    },
    description: { label: 'Introduction', description: "A short text under the category's title on its own page; also its description in search results." },
    sort: { label: 'Place among the categories', description: 'Order among the categories: low numbers first. Example: 1.' },
    parent: {
      label: 'Parent category',
      description:
        'Makes this a subcategory: a page whose category module shows the parent also shows this one (as a button in the "list" view). Empty for a main category.',
      mainField: 'name',
    },
    children: { label: 'Subcategories', description: 'The categories that have this one as their parent.', mainField: 'name' },
    articles: { label: 'Articles', description: 'The articles in this category (set on each article too).', mainField: 'title' },
    key: {
      label: 'Key (for the site)',
      description: 'A fixed technical name, the same in every language: lowercase letters, digits and hyphens. Do not change it. Example: news.',
      placeholder: 'news',
    },
    webId: { label: 'Old site ID', description: "The category's number on the old site, kept for reference. Not used by the site." },
  },
  edit: [
    group(
      'Category',
      [
        ['name', 6],
        ['slug', 6],
      ],
      [['description', 12]],
    ),
    group(
      'Tree',
      [
        ['parent', 6],
        ['sort', 3],
      ],
      [
        ['children', 6],
        ['articles', 6],
      ],
    ),
    group('Technical', [
      ['key', 6],
      ['webId', 3],
    ]),
  ],
});
