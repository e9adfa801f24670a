import { group } from '../../admin-layout/types';
import { MODULE_FIELDS, MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from '../common';
import { defineModule } from '../define';

/** Listings from the feed: the newest few, or a paged list with filters. */
export default defineModule('property-list', {
  fields: { ...MODULE_FIELDS, view: 'public', goal: 'public', paging: 'public', sortBy: 'public' },
  admin: {
    fields: {
      ...moduleCommonFields('the listings'),
      view: {
        label: 'How the listings show',
        description:
          'grid: cards, "Items per row" per row (default 3). list: one row per listing with a small picture. newest: the newest available listings as cards (4 unless "Maximum items" says otherwise), e.g. on the home page. map: shown as the grid for now.',
      },
      goal: {
        label: 'Sale or rent',
        description: 'Which listings: sale (for sale and sold), rent (for rent and rented) or all.',
      },
      paging: {
        label: 'Pages and filters',
        description:
          'On: the list shows the city and type filters and is split into pages ("Maximum items" per page, default 12), e.g. on the for-sale page. Off: one block of listings without filters.',
      },
      sortBy: {
        label: 'Sort listings by',
        description:
          'newest: most recently added first. price_asc: cheapest first. price_desc: most expensive first. The "newest" view always sorts by newest.',
      },
    },
    edit: [
      group('Module', ...MODULE_HEADER_ROWS),
      group(
        'Listings',
        [
          ['goal', 6],
          ['view', 6],
        ],
        [
          ['sortBy', 6],
          ['paging', 4],
        ],
      ),
      group('Texts', ...MODULE_TEXT_ROWS),
      group('Layout', ...MODULE_LAYOUT_ROWS),
    ],
  },
  seed: (entry: { goal: 'sale' | 'rent' | 'all'; view: 'grid' | 'list' | 'newest'; paging?: boolean }) => ({
    view: entry.view,
    goal: entry.goal,
    paging: entry.paging ?? false,
    sortBy: 'newest' as const,
  }),
});
