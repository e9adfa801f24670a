import { contentType, group } from './types';

const CATALOG = 'Kept in line with the catalog of property types in code (packages/domain) at every feed import, so changes here do not last.';

export default contentType({
  uid: 'api::property-type.property-type',
  settings: { mainField: 'name', defaultSortBy: 'showOrder', defaultSortOrder: 'ASC' },
  list: ['name', 'webId', 'showOrder', 'sale', 'rent'],
  fields: {
    name: { label: 'Name', description: `The type's name in this language, in the type filter and search. Example: Appartement. ${CATALOG}`, editable: false },
    webId: {
      label: 'Website type number (WebID)',
      description:
        "The feed's number for this group of listings: 1 house, 2 apartment, 3 studio, 4 land, 5 investment property, 6 commercial, 7 garage/parking, 8 industrial, 9 offices.",
      editable: false,
    },
    showOrder: { label: 'Place in the type filter', description: `Position in the type filter: low numbers first. ${CATALOG}`, editable: false },
    sale: {
      label: 'Offered for sale',
      description: `Catalog flag: the type is offered for sale. The site's filters list a type whenever it has listings, whatever this says. ${CATALOG}`,
      editable: false,
    },
    rent: {
      label: 'Offered for rent',
      description: `Catalog flag: the type is offered for rent. The site's filters list a type whenever it has listings, whatever this says. ${CATALOG}`,
      editable: false,
    },
  },
  edit: [
    group(
      'Property type',
      [
        ['name', 6],
        ['webId', 3],
        ['showOrder', 3],
      ],
      [
        ['sale', 3],
        ['rent', 3],
      ],
    ),
  ],
});
