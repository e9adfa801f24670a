import { component, group } from '../types';

export default component({
  uid: 'shared.language-use',
  settings: { mainField: 'code' },
  fields: {
    code: { label: 'Language', description: 'nl: Dutch, fr: French, en: English, de: German.' },
    use: {
      label: 'Enabled on the site',
      description: 'On: the site is offered in this language (language switcher, sitemap). Off: hidden. The default language is always on.',
    },
  },
  edit: [
    group('Language', [
      ['code', 6],
      ['use', 4],
    ]),
  ],
});
