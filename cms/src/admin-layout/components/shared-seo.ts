import { component, group } from '../types';

export default component({
  uid: 'shared.seo',
  settings: { mainField: 'metaTitle' },
  fields: {
    isActiveSEO: {
      label: 'Use these SEO texts',
      description:
        'On: the texts below replace the automatic ones in search results and social shares. Off: they are ignored and the page title and introduction are used.',
    },
    pageTitle: {
      label: 'Internal page title',
      description: 'A note for editors; the site does not show it. Use "Title in search results" for the title Google shows.',
    },
    metaTitle: {
      label: 'Title in search results',
      description:
        'The title Google and the browser tab show, at most 70 characters. Empty: "{page title} | {agency name}". Example: "Huizen te koop in Gistel | Kustvastgoed".',
      placeholder: 'Huizen te koop in Gistel | Kustvastgoed',
    },
    metaDescription: {
      label: 'Description in search results',
      description: 'The text under the title in Google, at most 200 characters (about 155 show). Empty: the start of the page introduction.',
    },
    keywords: {
      label: 'Keywords',
      description: 'Words for the keywords tag, separated by commas. Search engines hardly use it. Example: te koop, Gistel, woning.',
      placeholder: 'te koop, Gistel, woning',
    },
    ogTitle: {
      label: 'Title when shared',
      description: 'Title of the card Facebook, LinkedIn or WhatsApp show when someone shares the page. Empty: the title in search results.',
    },
    ogDescription: {
      label: 'Description when shared',
      description: 'Text of the share card. Empty: the description in search results.',
    },
    ogImage: {
      label: 'Picture when shared',
      description: 'Picture of the share card, ideally 1200 × 630 px. Empty: the page image.',
    },
    twitterCard: {
      label: 'X (Twitter) card style',
      description: 'summary_large_image: a large picture above the title (usual). summary: a small square picture beside it.',
    },
    twitterTitle: {
      label: 'Title on X (Twitter)',
      description: 'Empty: the title when shared.',
    },
    twitterDescription: {
      label: 'Description on X (Twitter)',
      description: 'Empty: the description when shared.',
    },
    twitterImage: {
      label: 'Picture on X (Twitter)',
      description: 'Empty: the picture when shared.',
    },
  },
  edit: [
    group(
      'Search results',
      [
        ['isActiveSEO', 4],
        ['pageTitle', 8],
      ],
      [['metaTitle', 12]],
      [['metaDescription', 12]],
      [['keywords', 12]],
    ),
    group(
      'Sharing',
      [
        ['ogTitle', 6],
        ['ogImage', 6],
      ],
      [['ogDescription', 12]],
    ),
    group(
      'X (Twitter)',
      [
        ['twitterCard', 6],
        ['twitterImage', 6],
      ],
      [
        ['twitterTitle', 6],
        ['twitterDescription', 6],
      ],
    ),
  ],
});
