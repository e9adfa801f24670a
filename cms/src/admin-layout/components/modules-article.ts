import { component, group } from '../types';
import { MODULE_HEADER_ROWS, MODULE_LAYOUT_ROWS, MODULE_TEXT_ROWS, moduleCommonFields } from './module-common';

export default component({
  uid: 'modules.article',
  settings: { mainField: 'title' },
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
});
