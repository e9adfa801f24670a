import { component, group } from '../types';

export default component({
  uid: 'shared.map-tiles',
  settings: {},
  fields: {
    tileUrl: {
      label: 'Tile address',
      description:
        'Where the map pictures come from, with {z}, {x} and {y} in it, e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png". Loaded in the visitor\'s browser only after they accept the social media cookies. Empty: OpenStreetMap.',
    },
    attribution: { label: 'Credit', description: 'The text the tile provider requires on the map, e.g. "© OpenStreetMap contributors".' },
    attributionUrl: { label: 'Credit link', description: 'The credit\'s link, e.g. "https://www.openstreetmap.org/copyright".' },
  },
  edit: [
    group(
      'Map background',
      [['tileUrl', 12]],
      [
        ['attribution', 6],
        ['attributionUrl', 6],
      ],
    ),
  ],
});
