import { contentType, group } from './types';

export default contentType({
  uid: 'api::search-criterion.search-criterion',
  fields: {
    registrationId: { label: 'Registration', description: 'The id of the search registration this row belongs to. Written by the CMS.', editable: false },
    goal: { label: 'Listing goal', description: 'sale or rent, from the registration.', editable: false },
    webId: { label: 'Property type', description: 'One WebID of the registration.', editable: false },
    zone: { label: 'Zone', description: 'One postcode, or one town in search form (lowercase, no accents).', editable: false },
    minPrice: { label: 'Minimum price', description: 'From the registration.', editable: false },
    maxPrice: { label: 'Maximum price', description: 'From the registration.', editable: false },
    minBedrooms: { label: 'Minimum bedrooms', description: 'From the registration.', editable: false },
    garage: { label: 'Garage wanted', description: 'From the registration (empty: no condition).', editable: false },
    parking: { label: 'Parking wanted', description: 'From the registration (empty: no condition).', editable: false },
    garden: { label: 'Garden wanted', description: 'From the registration (empty: no condition).', editable: false },
    terrace: { label: 'Terrace wanted', description: 'From the registration (empty: no condition).', editable: false },
    facades: { label: 'Façades', description: 'From the registration: 2, 3 or 4 (four or more); empty: any.', editable: false },
    minPlot: { label: 'Minimum plot surface', description: 'From the registration, in m² (empty: no condition).', editable: false },
    newBuild: { label: 'New build wanted', description: 'From the registration (empty: no condition).', editable: false },
    furnished: { label: 'Furnished wanted', description: 'From the registration, rent only (empty: no condition).', editable: false },
  },
  edit: [
    group(
      'Criterion',
      [
        ['registrationId', 4],
        ['goal', 4],
        ['webId', 4],
      ],
      [
        ['zone', 6],
        ['minBedrooms', 6],
      ],
      [
        ['minPrice', 6],
        ['maxPrice', 6],
      ],
      [
        ['garage', 6],
        ['parking', 6],
      ],
      [
        ['garden', 4],
        ['terrace', 4],
        ['newBuild', 4],
      ],
      [
        ['facades', 4],
        ['minPlot', 4],
        ['furnished', 4],
      ],
    ),
  ],
});
