import { group } from '../../admin-layout/types';
import { MODULE_FIELDS, MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from '../common';
import { defineModule } from '../define';

/** A category's items: news, the team, testimonials or a list of articles. */
export default defineModule('category', {
  fields: { ...MODULE_FIELDS, view: 'public', hasSubcategories: 'public', category: 'public' },
  admin: {
    fields: {
      ...moduleCommonFields('the list'),
      view: {
        label: 'How the items show',
        description:
          'news: the newest articles of the category as cards (up to 9). team: the team members (up to 4). testimonials: what clients said (up to 6). list: the articles of the category as a list, with its subcategories as buttons when "Show subcategories" is on. "Maximum items" under Layout lowers these numbers.',
      },
      hasSubcategories: {
        label: 'Show subcategories',
        description: 'For the "list" view: on shows the subcategories of the chosen category as buttons above its articles.',
      },
      category: {
        label: 'Category',
        description:
          'Whose articles this module lists, e.g. "News". Articles and subcategories of this category then get their own page below this page: /nl/service/nieuws/ for the category News on the page /nl/service/, /nl/service/{article slug}/ for one of its articles. Not used by the team and testimonials views.',
        mainField: 'name',
      },
    },
    edit: [
      group('Module', ...MODULE_HEADER_ROWS),
      group(
        'Items',
        [
          ['category', 6],
          ['view', 6],
        ],
        [['hasSubcategories', 4]],
      ),
      group('Texts', ...MODULE_TEXT_ROWS),
      group('Layout', ...MODULE_LAYOUT_ROWS),
    ],
  },
  seed: (entry: { categoryKey: string; view: 'news' | 'team' | 'testimonials' | 'list'; hasSubcategories?: boolean }, { categoryId }) => ({
    view: entry.view,
    hasSubcategories: entry.hasSubcategories ?? false,
    category: categoryId(entry.categoryKey),
  }),
});
