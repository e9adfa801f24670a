import { group } from '../../admin-layout/types';
import { MODULE_FIELDS, MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from '../common';
import { defineModule, type CommonSeed } from '../define';

/** One article, in full, as a summary or as a banner; it has its own path below the page. */
export default defineModule('article', {
  fields: { ...MODULE_FIELDS, view: 'public', article: 'public' },
  admin: {
    fields: {
      ...moduleCommonFields('the article'),
      view: {
        label: 'How the article shows',
        description:
          'full: title, picture and the whole text on this page. summary: title, summary and a "read more" link to the article\'s own page below this page. banner: picture behind the title and summary.',
      },
      article: {
        label: 'Article',
        description: 'The article this module shows, e.g. "Privacy". Write the text itself under Content Manager → Article.',
        mainField: 'title',
      },
    },
    edit: [
      group('Module', ...MODULE_HEADER_ROWS),
      group('Article', [
        ['article', 6],
        ['view', 6],
      ]),
      group('Texts', ...MODULE_TEXT_ROWS),
      group('Layout', ...MODULE_LAYOUT_ROWS),
    ],
  },
  seed: (entry: { articleKey: string; view?: 'full' | 'summary' | 'banner' } & CommonSeed, { locale, articleId, articleTitle }) => ({
    // Without a title of its own, its article's, hidden: staff find it by name in the page's module list.
    title: entry.title?.[locale] ?? articleTitle(entry.articleKey),
    view: entry.view ?? 'full',
    article: articleId(entry.articleKey),
  }),
});
