import { contentType, group, type FieldHelp } from './types';

/**
 * A listing comes from the agency software's feed and is overwritten at every import, so its fields are
 * read-only here; staff set only the project it belongs to, the team member in charge and the owner's account.
 */
const feed = (label: string, description: string, extra: Partial<FieldHelp> = {}): FieldHelp => ({
  label,
  description: `${description} From the feed: change it in the agency software.`,
  editable: false,
  ...extra,
});
const count = (label: string, what: string, example: number) => feed(label, `Number of ${what}. Example: ${example}.`);
const area = (label: string, what: string, example: number) => feed(label, `${what}, in m². Example: ${example}.`);
const euro = (label: string, what: string, example: string) => feed(label, `${what}, in euro. Example: ${example}.`);
const shown = (label: string, source: string) =>
  feed(`${label} shown`, `What visitors see: the ${source}, or empty when Show price is off. Worked out from the feed values.`);

export default contentType({
  uid: 'api::property.property',
  settings: { mainField: 'label', defaultSortBy: 'feedCreatedAt', defaultSortOrder: 'DESC', pageSize: 20 },
  list: ['label', 'availability', 'price', 'isInFeed', 'feedModifiedAt'],
  fields: {
    // The listing
    label: {
      label: 'Listing',
      description:
        'How the admin names the listing in lists and pickers: reference · type · town (e.g. "4512001 · Penthouse · Oostende"); search a listing by its reference. Kept up to date from the feed values; never shown on the site.',
      editable: false,
    },
    title: feed(
      'Title',
      'The listing\'s own title from the feed, shown as the lead on its page; cards and headings use the precise type (then the broad type, then this title) and the town. Example: "Instapklare woning met tuin".',
    ),
    externalId: feed(
      'Reference',
      "The listing's number in the agency software; the last part of its web address (/nl/te-koop/gistel/…/4512004/). Example: 4512004.",
    ),
    goal: feed('Sale or rent', 'sale, rent or takeover (a business for takeover). Rentals hang under the for-rent page, the rest under for-sale.'),
    availability: feed(
      'Availability',
      'for_sale, for_rent, takeover, sold, rented or unavailable; worked out from "Sale or rent" and the feed status. Sold and rented listings show a sold / rented page; unavailable ones are not shown.',
    ),
    feedStatus: feed(
      'Feed status',
      "The agency software's status code: 1 active, 2 sold, 4 rented (0 prospective, 3 cancelled, 5 inactive, 6 reference are not shown).",
    ),
    isInFeed: feed(
      'In the feed',
      'On while the latest import contains the listing. Off: it left the feed and is no longer shown on the site (kept here for reference).',
    ),
    typeDescription: feed('Type', 'The precise type, used in the heading and the web address. Example: Halfopen woning.'),
    mainTypeName: feed('Main type', 'The broad type, used when there is no precise type. Example: Huis.'),
    webId: feed(
      'Website type number (WebID)',
      'Decides the type filter the listing falls under: 1 house, 2 apartment, 3 studio, 4 land, 5 investment property, 6 commercial, 7 garage/parking, 8 industrial, 9 offices.',
    ),
    webIds: feed('All website type numbers', 'Every type group the listing belongs to, separated by commas. Example: 1,5.'),
    marquee: feed('Ribbon code', "The agency software's number for the ribbon text below (0: none)."),
    marqueeName: feed(
      'Ribbon',
      'A ribbon on the card and page, e.g. Nieuw, Optie or Prijsdaling. Sold and rented listings show "Verkocht" / "Verhuurd" instead.',
    ),
    language: feed('Text language', "Language of the feed's texts (nl, fr, en, de). Example: nl."),
    recordFile: feed('Brochure', "Link to the listing's brochure (PDF) in the agency software."),
    // Staff
    project: {
      label: 'Project',
      description: 'The new-build project this listing is a unit of, if any. Set by staff; the import leaves it alone. Example: Residentie Duinzicht.',
      mainField: 'name',
    },
    manager: {
      label: 'Agent in charge',
      description:
        "The team member shown on the listing page as its contact (photo, name, role, phone, e-mail). Set by staff; the import leaves it alone. Empty: the agency's own name, phone and e-mail show. Example: An Declercq.",
      mainField: 'name',
    },
    owner: {
      label: 'Owner account',
      description: "The owner's website account (Users), so the owner can follow this listing after logging in. Set by staff; never shown publicly.",
      mainField: 'email',
    },
    // Price
    price: feed(
      'Price shown',
      'The price visitors see, in euro: the feed price, or empty when the agency hides the price ("Prijs op aanvraag"). Worked out from Feed price and Show price.',
    ),
    feedPrice: feed(
      'Feed price',
      'The real asking price or monthly rent in euro, as the agency software has it; never shown when Show price is off. Example: 245000.',
    ),
    publishPrice: feed('Show price', 'On: visitors see the price. Off: "Prijs op aanvraag" (price on request).'),
    priceUnit: feed('Price unit code', 'The agency software\'s price unit: 7 means "vanaf" (starting from).'),
    priceUnitText: feed('Price unit', 'Text shown with the price. Examples: vanaf, /maand.'),
    // Address
    publishAddress: feed(
      'Show the address',
      'On: visitors see street and number and the exact spot on the map. Off: only postcode and town, and an approximate spot.',
    ),
    street: feed('Street shown', 'The street visitors see: the feed street, or empty when Show the address is off. Worked out from the feed values.'),
    houseNumber: feed('House number shown', 'The house number visitors see; empty when the address is hidden. Worked out from the feed values.'),
    boxNr: feed('Box shown', 'The box visitors see; empty when the address is hidden. Worked out from the feed values.'),
    feedStreet: feed('Feed street', 'The real street, as the agency software has it; never shown when the address is hidden. Example: Zevekotestraat.'),
    feedHouseNumber: feed('Feed house number', 'The real house number. Example: 14.'),
    feedBoxNr: feed('Feed box', 'The real box (apartment) number, if any. Example: 2.'),
    zip: feed('Postcode', 'Always shown, also when the address is hidden. Example: 8470.'),
    cityName: feed('Town', 'The town as the feed names it; always shown and used in the web address. Example: Gistel.'),
    city: feed('Town (filter)', 'The town entry the listing is counted under in the city filter; linked by the import.', { mainField: 'name' }),
    countryId: feed('Country number', '1 is Belgium; decides, with the postcode, which EPC rules apply.'),
    countryName: feed('Country', 'Example: België.'),
    latitude: feed(
      'Latitude shown',
      'Map position visitors see: the exact one, or an approximate one (a few hundred metres off) when the address is hidden. Worked out from the feed values.',
    ),
    longitude: feed('Longitude shown', 'See Latitude shown.'),
    feedLatitude: feed('Feed latitude', 'The exact map position, as the agency software has it; never shown when the address is hidden. Example: 51.1562.'),
    feedLongitude: feed('Feed longitude', 'Example: 2.9701.'),
    // Texts
    description: feed('Description', 'The full description on the listing page.'),
    shortDescription: feed('Short description', 'A short version of the description.'),
    texts: feed(
      'Texts in other languages',
      'From the CRM sync: title and descriptions in French, English or German, shown on the listing page in that language.',
    ),
    // Rooms
    bedrooms: count('Bedrooms', 'bedrooms, shown on the card and page', 3),
    bathrooms: count('Bathrooms', 'bathrooms', 1),
    showers: count('Shower rooms', 'shower rooms', 1),
    toilets: count('Toilets', 'toilets', 2),
    garages: count('Garages', 'garages', 1),
    parkings: count('Parking spaces', 'parking spaces', 2),
    floors: count('Floors', 'floors (storeys)', 2),
    facades: count('Façades', 'façades: 2 terraced, 3 semi-detached, 4 detached', 3),
    floor: feed('On floor', 'The floor an apartment is on: 0 is the ground floor. Example: 3.'),
    hasLift: feed('Lift', 'On: the building has a lift. Empty: not stated.'),
    // Surfaces
    surfaceLiving: area('Living area', 'Habitable floor area, shown on the card', 165),
    surfaceGround: area('Plot area', 'Area of the plot (land), shown on the card', 540),
    surfaceTotal: area('Total area', 'Total floor area', 190),
    surfaceBuilt: area('Built area', 'Built-up area on the ground', 110),
    surfaceTerrace: area('Terrace', 'Terrace area', 20),
    surfaceGarden: area('Garden', 'Garden area', 300),
    surfaceOffice: area('Office area', 'Office space', 60),
    surfaceStore: area('Shop area', 'Shop or storage space', 80),
    plotWidth: feed('Plot width', 'Width of the plot, in metres. Example: 12.5.'),
    frontWidth: feed('Front width', 'Width of the façade at the street, in metres. Example: 7.'),
    // Building
    constructionYear: feed('Year built', 'Example: 1978.'),
    renovationYear: feed('Year renovated', 'Year of the last major renovation. Example: 2019.'),
    condition: feed(
      'Condition',
      "The building's condition (the feed's ConditionID): used (good condition), new, toBuild (off plan), toRenovate, renovated, toRestore, restored, toDemolish, toRefresh. New and toBuild count as new build in the list filter.",
    ),
    heating: feed('Heating', 'Example: Gas, Warmtepomp, Stookolie.'),
    glazing: feed('Glazing', 'Example: Hoogrendementsglas, Dubbel glas.'),
    windowFrame: feed('Window frames', 'Example: PVC, Aluminium, Hout.'),
    kitchen: feed('Kitchen', 'Example: Volledig ingerichte keuken, Open keuken.'),
    floorCovering: feed('Floors (covering)', 'Example: Tegels, Parket.'),
    roof: feed('Roof', 'Example: Hellend dak (pannen), Plat dak (EPDM).'),
    orientation: feed('Orientation', 'Which way the garden or terrace faces. Example: Zuid, Zuidwest.'),
    // Energy
    epcLabel: feed('EPC label', 'The energy label, A+ (best) to G (worst), shown as a coloured badge. Example: B.'),
    energyPerformance: feed('EPC score', 'Energy use in kWh per m² per year, shown with the label. Example: 245.'),
    co2Emission: feed('CO₂ emission', 'In kg per m² per year. Example: 48.'),
    epcUniqueCode: feed(
      'EPC certificate number',
      'The unique code of the energy certificate, which Flemish listings must show. Example: 20240312-0003123456-RES-1.',
    ),
    // Legal information a Flemish listing must give
    floodPScore: feed('Flood score, plot (P-score)', 'Flood risk of the plot: A (none) to D (high).'),
    floodGScore: feed('Flood score, building (G-score)', 'Flood risk of the building: A (none) to D (high).'),
    floodSensitive: feed('In a flood-prone area', 'On: the property lies in a flood-sensitive area.'),
    asbestosCertificate: feed('Asbestos certificate', 'On: an asbestos inventory certificate exists (required for sale of buildings from before 2001).'),
    permitBuilding: feed('Building permit', 'Vg: a building permit was granted. Gvg: no building permit.'),
    planningDestination: feed('Zoning', 'The planning destination of the plot. Example: Woongebied.'),
    summons: feed('Planning summons', 'Gmo: no judicial or administrative measure imposed. Dv: a summons (dagvaarding) was issued.'),
    preemptionRight: feed('Right of pre-emption', 'Vkr: a public right of pre-emption applies. Gvkr: none.'),
    subdivisionPermit: feed('Subdivision permit', 'Vv: a subdivision permit (verkavelingsvergunning) exists. Gvv: none.'),
    cadastralIncome: euro('Cadastral income', 'The cadastral income (KI), a yearly figure the tax on the property follows from', '1250'),
    // Costs
    charges: euro('Monthly charges', 'Common charges or service costs per month', '75'),
    inventoryCost: euro('Inventory cost', 'Cost of the entry inventory (plaatsbeschrijving)', '250'),
    furnished: feed('Furnished', 'On: let furnished. Empty: not stated.'),
    petsAllowed: feed('Pets allowed', 'On: the tenant may keep pets; off: no pets. Empty: not stated.'),
    availableFrom: feed(
      'Available from',
      'When the buyer or tenant can move in: atDeed, afterWorks, byAgreement, atSaleAgreement, immediately, subjectToLease (the current lease), or atDate (see Available on).',
    ),
    availableDate: feed('Available on', 'The move-in date when Available from is atDate. Example: 2027-03-01.'),
    // Amounts that follow from the price: shown only with the price (@coast/domain PRICE_DERIVED_AMOUNTS).
    deposit: shown('Rent deposit', 'feed rent deposit'),
    feedDeposit: euro('Feed rent deposit', 'Rental guarantee; never shown when Show price is off (it is months of rent)', '2400'),
    agencyCost: shown('Agency fee', 'feed agency fee'),
    feedAgencyCost: euro('Feed agency fee', "The agency's fee for the tenant or buyer; never shown when Show price is off", '500'),
    notaryFees: shown('Notary fees', 'feed notary fees'),
    feedNotaryFees: euro('Feed notary fees', 'Estimated notary fees; never shown when Show price is off (they follow a scale of the price)', '2800'),
    registrationRights: shown('Registration tax', 'feed registration tax'),
    feedRegistrationRights: euro(
      'Feed registration tax',
      'Estimated registration tax; never shown when Show price is off (it is a share of the price)',
      '4900',
    ),
    vat: shown('VAT', 'feed VAT'),
    feedVat: euro('Feed VAT', 'VAT due (new builds); never shown when Show price is off', '42000'),
    totalCosts: shown('Total costs', 'feed total costs'),
    feedTotalCosts: euro('Feed total costs', 'Estimated total purchase costs; never shown when Show price is off', '7700'),
    // Life annuity sale (viager / lijfrente)
    viagerType: feed('Life annuity type', 'Vrije lijfrente (vacant) or Bezette lijfrente (the seller keeps living there).'),
    viagerMonthlyAnnuity: shown('Monthly annuity', 'feed monthly annuity'),
    feedViagerMonthlyAnnuity: euro('Feed monthly annuity', 'The life annuity paid each month; never shown when Show price is off', '950'),
    viagerAge1: feed('Age of seller 1', 'Age of the (first) annuitant. Example: 78.'),
    viagerAge2: feed('Age of seller 2', 'Age of the second annuitant, if any. Example: 75.'),
    // Media
    thumbnail: feed('Main picture', "The picture on the listing card; imported from the feed's first picture."),
    photos: feed('Photos', "All pictures, in the gallery on the listing page, in the feed's order."),
    videoUrl: feed('Video', 'Link to a video of the listing. Example: https://youtu.be/….'),
    virtualTourUrl: feed('Virtual tour', 'Link to a 360° tour. Example: https://my.matterport.com/show/?m=….'),
    feedDocuments: feed(
      'Feed documents',
      'Every document attached to the listing in the agency software (name, link), private. Those with a recognised advert name (EPC certificate, urban planning extract, soil, asbestos, electrical inspection, subdivision plan, floor plan, rental conditions) at an https link are copied to Documents; any other stays private.',
    ),
    documents: feed(
      'Documents',
      'The documents visitors see on the listing page (type, size when known, link): the public ones of the feed documents, derived on every import.',
    ),
    // Import bookkeeping
    feedCreatedAt: feed('Added on', 'When the listing was created in the agency software; "newest" lists sort by it.'),
    feedModifiedAt: feed('Changed on', 'When the listing was last changed in the agency software.'),
    removedFromFeedAt: feed('Left the feed on', 'When an import first found the listing missing. Empty while it is in the feed.'),
    sourceHash: feed('Import fingerprint', 'A checksum of the feed record, so the import skips unchanged listings. Internal.', { visible: false }),
    sourcePictureIds: feed('Imported picture IDs', 'Which feed pictures were imported, so unchanged pictures are not fetched again. Internal.', {
      visible: false,
    }),
  },
  edit: [
    group(
      'Set by staff',
      [
        ['project', 6],
        ['owner', 6],
      ],
      [['manager', 6]],
    ),
    group(
      'Listing',
      [['label', 12]],
      [
        ['title', 8],
        ['externalId', 4],
      ],
      [
        ['goal', 4],
        ['availability', 4],
        ['isInFeed', 4],
      ],
      [
        ['typeDescription', 6],
        ['mainTypeName', 6],
      ],
      [
        ['webId', 4],
        ['webIds', 4],
        ['feedStatus', 4],
      ],
      [
        ['marqueeName', 6],
        ['marquee', 3],
      ],
    ),
    group(
      'Price',
      [
        ['price', 4],
        ['feedPrice', 4],
        ['publishPrice', 4],
      ],
      [
        ['priceUnitText', 4],
        ['priceUnit', 4],
      ],
    ),
    group(
      'Address',
      [['publishAddress', 4]],
      [
        ['street', 6],
        ['houseNumber', 3],
        ['boxNr', 3],
      ],
      [
        ['feedStreet', 6],
        ['feedHouseNumber', 3],
        ['feedBoxNr', 3],
      ],
      [
        ['zip', 3],
        ['cityName', 5],
        ['city', 4],
      ],
      [
        ['countryName', 4],
        ['countryId', 4],
      ],
      [
        ['latitude', 3],
        ['longitude', 3],
        ['feedLatitude', 3],
        ['feedLongitude', 3],
      ],
    ),
    group(
      'Texts',
      [['description', 12]],
      [['shortDescription', 12]],
      [['texts', 12]],
      [
        ['language', 3],
        ['recordFile', 9],
      ],
    ),
    group(
      'Rooms',
      [
        ['bedrooms', 3],
        ['bathrooms', 3],
        ['showers', 3],
        ['toilets', 3],
      ],
      [
        ['garages', 3],
        ['parkings', 3],
        ['floors', 3],
        ['facades', 3],
      ],
      [
        ['floor', 3],
        ['hasLift', 3],
      ],
    ),
    group(
      'Surfaces',
      [
        ['surfaceLiving', 3],
        ['surfaceGround', 3],
        ['surfaceTotal', 3],
        ['surfaceBuilt', 3],
      ],
      [
        ['surfaceTerrace', 3],
        ['surfaceGarden', 3],
        ['surfaceOffice', 3],
        ['surfaceStore', 3],
      ],
      [
        ['plotWidth', 3],
        ['frontWidth', 3],
      ],
    ),
    group(
      'Building',
      [
        ['constructionYear', 3],
        ['renovationYear', 3],
        ['orientation', 6],
      ],
      [['condition', 6]],
      [
        ['heating', 4],
        ['glazing', 4],
        ['windowFrame', 4],
      ],
      [
        ['kitchen', 4],
        ['floorCovering', 4],
        ['roof', 4],
      ],
    ),
    group(
      'Energy',
      [
        ['epcLabel', 3],
        ['energyPerformance', 3],
        ['co2Emission', 3],
      ],
      [['epcUniqueCode', 6]],
    ),
    group(
      'Legal information',
      [
        ['floodPScore', 3],
        ['floodGScore', 3],
        ['floodSensitive', 3],
        ['asbestosCertificate', 3],
      ],
      [
        ['permitBuilding', 4],
        ['subdivisionPermit', 4],
        ['preemptionRight', 4],
      ],
      [
        ['summons', 4],
        ['planningDestination', 8],
      ],
      [['cadastralIncome', 4]],
    ),
    group(
      'Costs',
      [
        ['charges', 3],
        ['inventoryCost', 3],
      ],
      [
        ['furnished', 3],
        ['petsAllowed', 3],
        ['availableFrom', 3],
        ['availableDate', 3],
      ],
      [
        ['deposit', 3],
        ['agencyCost', 3],
        ['feedDeposit', 3],
        ['feedAgencyCost', 3],
      ],
      [
        ['notaryFees', 3],
        ['registrationRights', 3],
        ['vat', 3],
        ['totalCosts', 3],
      ],
      [
        ['feedNotaryFees', 3],
        ['feedRegistrationRights', 3],
        ['feedVat', 3],
        ['feedTotalCosts', 3],
      ],
    ),
    group(
      'Life annuity',
      [
        ['viagerType', 6],
        ['viagerMonthlyAnnuity', 3],
        ['feedViagerMonthlyAnnuity', 3],
      ],
      [
        ['viagerAge1', 3],
        ['viagerAge2', 3],
      ],
    ),
    group(
      'Media',
      [
        ['thumbnail', 6],
        ['photos', 6],
      ],
      [
        ['videoUrl', 6],
        ['virtualTourUrl', 6],
      ],
      [['documents']],
      [['feedDocuments']],
    ),
    group(
      'Import',
      [
        ['feedCreatedAt', 4],
        ['feedModifiedAt', 4],
        ['removedFromFeedAt', 4],
      ],
      [['sourceHash', 6]],
      [['sourcePictureIds']],
    ),
  ],
});
