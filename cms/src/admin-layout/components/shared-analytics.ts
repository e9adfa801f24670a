import { component, group } from '../types';

const loaded = (category: string) => `Loaded only after the visitor accepts ${category} cookies. Empty: not loaded at all.`;

export default component({
  uid: 'shared.analytics',
  settings: { mainField: 'googleAnalyticsId' },
  fields: {
    googleAnalyticsId: {
      label: 'Google Analytics ID',
      description: `Measurement ID of Google Analytics 4, starts with G-. Example: G-AB12CD34EF. ${loaded('analytical')}`,
      placeholder: 'G-AB12CD34EF',
    },
    googleAdsId: {
      label: 'Google Ads ID',
      description: `Conversion ID of Google Ads, starts with AW-. Example: AW-123456789. ${loaded('marketing')}`,
      placeholder: 'AW-123456789',
    },
    googleTagManagerId: {
      label: 'Google Tag Manager ID',
      description: `Container ID, starts with GTM-. Example: GTM-AB12CD3. Its tags follow Google Consent Mode (ads only with marketing consent). ${loaded('analytical')}`,
      placeholder: 'GTM-AB12CD3',
    },
    facebookPixelId: {
      label: 'Meta (Facebook) Pixel ID',
      description: `The pixel's number. Example: 123456789012345. ${loaded('marketing')}`,
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
