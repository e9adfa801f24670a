import { component, group } from '../types';

export default component({
  uid: 'shared.module-layout',
  settings: { mainField: 'position' },
  fields: {
    position: {
      label: 'Position on the page',
      description:
        "main: the main column. left / right: a side column beside the main column. top: above the columns. bottom: below them. full: edge to edge, the full width of the screen. Within a position, modules show in the order of the page's module list: drag a module (or use its move buttons) to change it.",
    },
    titleSize: {
      label: 'Title size',
      description: 'Heading level of the module title: h1 (largest, only one per page, normally the page title) to h4 (smallest). Usually h2.',
    },
    span: {
      label: 'Width (of 12 columns)',
      description:
        'How wide the module is on a large screen, in twelfths of the row: 12 = full width, 6 = half, 4 = a third, 3 = a quarter. Modules side by side must add up to 12. Example: two modules of 6 sit next to each other.',
    },
    colLg: {
      label: 'Width on large screens',
      description: 'Width in twelfths on screens from 1280 px wide. Below 12 it overrides "Width"; leave 12 to use "Width".',
    },
    colMd: {
      label: 'Width on tablets',
      description:
        'Width in twelfths on screens 768 to 1279 px wide. Below 12 it is used as is; at 12 the module takes its large-screen width, but at least half (6).',
    },
    colSm: {
      label: 'Width on phones',
      description: 'Width in twelfths on screens under 768 px wide. Usually 12 (the full width); 6 puts two modules side by side on a phone.',
    },
    itemsPerRow: {
      label: 'Items per row',
      description: 'For modules that show a list (listings, articles, team): how many cards per row on a large screen, 1 to 6. Default 3.',
    },
    maxItems: {
      label: 'Maximum items',
      description:
        "For list modules: the most items shown (per page when paging is on). Empty or 0: the module's own default (e.g. 12 listings per page, 4 newest listings, 9 news articles). Example: 6.",
    },
    backgroundType: {
      label: 'Background',
      description:
        'none: no background. color: the colour below (the text turns dark or light to stay readable). image: the background image below. gallery: the first picture of the background gallery.',
    },
    backgroundColor: {
      label: 'Background colour',
      description: 'Used when Background is "color": pick it, or paste a hex code such as #F4EFE6.',
    },
    backgroundImage: {
      label: 'Background image',
      description: 'Used when Background is "image": shown behind the module, stretched to its size. Prefer a wide, calm picture of at least 1600 px wide.',
    },
    backgroundImages: {
      label: 'Background gallery',
      description: 'Used when Background is "gallery": the first picture is shown behind the module.',
    },
    cssClass: {
      label: 'CSS class',
      description:
        "For web developers: an extra class name on the module, to style it with the page's CSS. Letters, digits and hyphens, several separated by spaces. Example: highlight. Leave empty normally.",
      placeholder: 'highlight',
    },
  },
  edit: [
    group('Place on the page', [
      ['position', 6],
      ['titleSize', 6],
    ]),
    group('Width in the 12-column grid', [
      ['span', 3],
      ['colLg', 3],
      ['colMd', 3],
      ['colSm', 3],
    ]),
    group('Lists', [
      ['itemsPerRow', 4],
      ['maxItems', 4],
    ]),
    group(
      'Background',
      [
        ['backgroundType', 6],
        ['backgroundColor', 6],
      ],
      [
        ['backgroundImage', 6],
        ['backgroundImages', 6],
      ],
    ),
    group('Advanced', [['cssClass', 6]]),
  ],
});
