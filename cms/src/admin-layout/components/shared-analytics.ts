import { component, group } from '../types';

const LOADED = 'Loaded only after the visitor accepts cookies. Empty: not used.';

export default component({
  uid: 'shared.analytics',
  settings: { mainField: 'googleAnalyticsId' },
  fields: {
    googleAnalyticsId: {
      label: 'Google Analytics ID',
      description: `Measurement ID of Google Analytics 4, starts with G-. Example: G-AB12CD34EF. ${LOADED}`,
      placeholder: 'G-AB12CD34EF',
    },
    googleAdsId: {
      label: 'Google Ads ID',
      description: `Conversion ID of Google Ads, starts with AW-. Example: AW-123456789. ${LOADED}`,
      placeholder: 'AW-123456789',
    },
    googleTagManagerId: {
      label: 'Google Tag Manager ID',
      description: `Container ID, starts with GTM-. Example: GTM-AB12CD3. ${LOADED}`,
      placeholder: 'GTM-AB12CD3',
    },
    facebookPixelId: {
      label: 'Meta (Facebook) Pixel ID',
      description: `The pixel's number. Example: 123456789012345. ${LOADED}`,
      placeholder: '123456789012345',
    },
  },
  edit: [
    group(
      'Tracking',
      [
        ['googleAnalyticsId', 6],
        ['googleTagManagerId', 6],
      ],
      [
        ['googleAdsId', 6],
        ['facebookPixelId', 6],
      ],
    ),
  ],
});
