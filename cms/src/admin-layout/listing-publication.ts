import { contentType, group } from './types';

export default contentType({
  uid: 'api::listing-publication.listing-publication',
  settings: { mainField: 'medium', defaultSortBy: 'publishedOn', defaultSortOrder: 'DESC', pageSize: 50 },
  list: ['medium', 'listing', 'url', 'publishedOn'],
  fields: {
    listing: { label: 'Listing', description: 'The listing published there. Its owner sees the medium and its link in the portal.', mainField: 'label' },
    medium: { label: 'Medium', description: 'Where it is published, as the owner reads it (for example Immoweb, Zimmo, Facebook).' },
    url: { label: 'Link', description: 'The address of the advert, starting with https:// (the owner opens it from the portal).' },
    publishedOn: { label: 'Published on', description: 'The day the advert went online (optional).' },
  },
  edit: [
    group(
      'Online medium',
      [
        ['listing', 6],
        ['medium', 6],
      ],
      [
        ['url', 8],
        ['publishedOn', 4],
      ],
    ),
  ],
});
