#!/usr/bin/env node
// Writes cms/data/feed/projects.nl.json: the agency's new-build projects as the CRM's web service gives
// them (GetProjectList's envelope, each project with its description in the other languages) and their
// units as listing rows (GetPropertyList rows naming their ProjectID), both with the other languages'
// texts as the CRM sync reads them (`LanguageTexts`). The seed imports it with the
// snapshot; the snapshot itself stays the spec's figures, which have no projects.
//
//   node cms/scripts/snapshot/generate-projects.mjs [outFile]

import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const out = resolve(process.argv[2] ?? resolve(HERE, '../../data/feed/projects.nl.json'));
const CDN = 'https://pictures.omnicasa-cdn.example/kustvastgoed-gistel';
const DOCS = 'https://documents.omnicasa-cdn.example/kustvastgoed-gistel';

const PROJECTS = [
  {
    ID: 88001,
    Name: 'Residentie Duinhof',
    Description:
      'Residentie Duinhof telt **twaalf appartementen** en twee penthouses op wandelafstand van het strand en het station van Oostende.\n\n' +
      'Bijna-energieneutraal (E-peil E20) met warmtepomp, vloerverwarming, zonnepanelen en driedubbel glas. Elke unit heeft een terras op het zuiden en een private berging; autostaanplaatsen in de ondergrondse parking.\n\n' +
      'Verkoop op plan onder de Wet Breyne, btw 21 %. Voorlopige oplevering voorzien eind september 2027.',
    texts: {
      fr:
        'La Résidence Duinhof compte **douze appartements** et deux penthouses, à quelques pas de la plage et de la gare d’Ostende.\n\n' +
        'Quasi neutre en énergie (niveau E20) avec pompe à chaleur, chauffage par le sol, panneaux solaires et triple vitrage. Chaque unité dispose d’une terrasse orientée sud et d’une cave privative ; emplacements de parking dans le garage souterrain.\n\n' +
        'Vente sur plan sous la loi Breyne, TVA 21 %. Réception provisoire prévue fin septembre 2027.',
      en:
        'Residentie Duinhof has **twelve apartments** and two penthouses within walking distance of the beach and Ostend station.\n\n' +
        'Nearly zero-energy (E-level E20) with a heat pump, underfloor heating, solar panels and triple glazing. Every unit has a south-facing terrace and a private storeroom; parking spaces in the underground car park.\n\n' +
        'Sold off-plan under the Breyne Act, VAT 21%. Provisional handover planned for the end of September 2027.',
      de:
        'Die Residenz Duinhof umfasst **zwölf Wohnungen** und zwei Penthäuser, nur wenige Gehminuten vom Strand und vom Bahnhof Ostende entfernt.\n\n' +
        'Fast energieneutral (E-Wert E20) mit Wärmepumpe, Fußbodenheizung, Solarmodulen und Dreifachverglasung. Jede Einheit hat eine Südterrasse und einen eigenen Abstellraum; Stellplätze in der Tiefgarage.\n\n' +
        'Verkauf ab Plan nach dem Breyne-Gesetz, MwSt. 21 %. Vorläufige Übergabe Ende September 2027 geplant.',
    },
    Street: 'Leopold II-laan',
    HouseNumber: '45',
    BoxNr: null,
    Zip: '8400',
    City: 'Oostende',
    PublishAddress: true,
    vatRate: 21,
    delivery: '2027-09-30',
    x: 51.2265,
    y: 2.9173,
    units: [
      { n: '0.01', type: 'Appartement', beds: 1, living: 58, terrace: 9, floor: 0, price: 249000, sold: true },
      { n: '1.02', type: 'Appartement', beds: 2, living: 84, terrace: 12, floor: 1, price: 319000 },
      { n: '2.02', type: 'Appartement', beds: 2, living: 86, terrace: 12, floor: 2, price: 329000, sold: true },
      { n: '5.01', type: 'Penthouse', beds: 3, living: 128, terrace: 38, floor: 5, price: 545000 },
    ],
  },
  {
    ID: 88002,
    Name: 'Hof ter Vaart',
    Description:
      'Kleinschalig nieuwbouwproject met **acht appartementen** langs de vaart in het centrum van Gistel, vlak bij scholen en winkels.\n\n' +
      'Sloop en heropbouw: het project komt in aanmerking voor het verlaagd btw-tarief van 6 % (onder voorwaarden: eigen en enige woning, gedomicilieerd). Elke unit heeft een terras of een tuin, een berging en een staanplaats.\n\n' +
      'Oplevering voorzien eind maart 2027. Het exacte adres delen we bij een bezoek aan de werf.',
    texts: {
      fr:
        'Projet neuf à petite échelle de **huit appartements** le long du canal, au centre de Gistel, tout près des écoles et des commerces.\n\n' +
        'Démolition-reconstruction : le projet peut bénéficier du taux de TVA réduit de 6 % (sous conditions : habitation propre et unique, domiciliation). Chaque unité dispose d’une terrasse ou d’un jardin, d’une cave et d’un emplacement de parking.\n\n' +
        'Livraison prévue fin mars 2027. Nous communiquons l’adresse exacte lors d’une visite du chantier.',
      en:
        'A small new-build development of **eight apartments** along the canal in the centre of Gistel, close to schools and shops.\n\n' +
        'Demolition and rebuild: the project qualifies for the reduced VAT rate of 6% (on conditions: your own and only home, where you are registered). Every unit has a terrace or a garden, a storeroom and a parking space.\n\n' +
        'Handover planned for the end of March 2027. We share the exact address when you visit the site.',
      de:
        'Kleines Neubauprojekt mit **acht Wohnungen** am Kanal im Zentrum von Gistel, in der Nähe von Schulen und Geschäften.\n\n' +
        'Abriss und Neubau: Das Projekt kommt für den ermäßigten MwSt.-Satz von 6 % in Frage (unter Bedingungen: eigene und einzige Wohnung, mit Wohnsitz). Jede Einheit hat eine Terrasse oder einen Garten, einen Abstellraum und einen Stellplatz.\n\n' +
        'Übergabe Ende März 2027 geplant. Die genaue Adresse teilen wir Ihnen bei einer Baustellenbesichtigung mit.',
    },
    Street: 'Vaartstraat',
    HouseNumber: '7',
    BoxNr: null,
    Zip: '8470',
    City: 'Gistel',
    PublishAddress: false,
    vatRate: 6,
    delivery: '2027-03-31',
    x: 51.1562,
    y: 2.9668,
    units: [
      { n: '0.01', type: 'Appartement', beds: 2, living: 92, garden: 60, floor: 0, price: 279000, sold: true },
      { n: '0.02', type: 'Appartement', beds: 2, living: 88, garden: 48, floor: 0, price: 269000 },
      { n: '1.01', type: 'Appartement', beds: 2, living: 90, terrace: 10, floor: 1, price: 275000 },
      { n: '2.01', type: 'Appartement', beds: 3, living: 112, terrace: 24, floor: 2, price: 339000 },
    ],
  },
  {
    ID: 88003,
    Name: 'Residentie Zilvermeeuw',
    Description:
      'Een nieuw appartementsgebouw met **zeezicht** op de zeedijk van Middelkerke: zestien appartementen met ruime terrassen.\n\n' +
      'Lift tot in de ondergrondse garage, een fietsenberging en per unit een private berging. E-peil E25, lucht-waterwarmtepomp en ventilatiesysteem D.\n\n' +
      'Btw 21 %. Start der werken voorjaar 2026, oplevering voorzien eind juni 2028.',
    texts: {
      fr:
        'Un nouvel immeuble à appartements avec **vue sur mer** sur la digue de Middelkerke : seize appartements avec de vastes terrasses.\n\n' +
        'Ascenseur jusqu’au garage souterrain, local vélos et une cave privative par unité. Niveau E25, pompe à chaleur air-eau et ventilation double flux.\n\n' +
        'TVA 21 %. Début des travaux au printemps 2026, livraison prévue fin juin 2028.',
      en:
        'A new apartment building with a **sea view** on the promenade of Middelkerke: sixteen apartments with generous terraces.\n\n' +
        'A lift down to the underground garage, a bicycle store and a private storeroom for every unit. E-level E25, an air-to-water heat pump and balanced mechanical ventilation.\n\n' +
        'VAT 21%. Building work starts in spring 2026, handover planned for the end of June 2028.',
      de:
        'Ein neues Apartmenthaus mit **Meerblick** auf dem Deich von Middelkerke: sechzehn Wohnungen mit großzügigen Terrassen.\n\n' +
        'Aufzug bis in die Tiefgarage, ein Fahrradraum und ein eigener Abstellraum pro Einheit. E-Wert E25, Luft-Wasser-Wärmepumpe und kontrollierte Be- und Entlüftung.\n\n' +
        'MwSt. 21 %. Baubeginn im Frühjahr 2026, Übergabe Ende Juni 2028 geplant.',
    },
    Street: 'Zeedijk',
    HouseNumber: '112',
    BoxNr: null,
    Zip: '8430',
    City: 'Middelkerke',
    PublishAddress: true,
    vatRate: 21,
    delivery: '2028-06-30',
    x: 51.1868,
    y: 2.8207,
    units: [
      { n: '1.01', type: 'Appartement', beds: 2, living: 79, terrace: 14, floor: 1, price: 395000, sold: true },
      { n: '3.02', type: 'Appartement', beds: 2, living: 82, terrace: 14, floor: 3, price: 425000 },
      { n: '6.01', type: 'Penthouse', beds: 3, living: 135, terrace: 45, floor: 6, price: 845000 },
    ],
  },
];

const TYPE_TEXTS = {
  Appartement: { fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  Penthouse: { fr: 'Penthouse', en: 'Penthouse', de: 'Penthouse' },
};

function pictures(ownerId, names) {
  return names.map((name, i) => {
    const id = ownerId * 10 + i + 1;
    return { ID: id, Url: `${CDN}/${ownerId}/1360/${ownerId}_${String(i + 1).padStart(2, '0')}_${id}.jpg`, Width: 1360, Height: 907, Name: name };
  });
}

function texts(p, u) {
  const t = TYPE_TEXTS[u.type];
  const nlOutside = u.garden ? `een tuin van ${u.garden} m²` : `een terras van ${u.terrace} m²`;
  const frOutside = u.garden ? `un jardin de ${u.garden} m²` : `une terrasse de ${u.terrace} m²`;
  const enOutside = u.garden ? `a ${u.garden} m² garden` : `a ${u.terrace} m² terrace`;
  const deOutside = u.garden ? `einem Garten von ${u.garden} m²` : `einer Terrasse von ${u.terrace} m²`;
  return {
    nl: {
      Title: `${u.type} ${u.n} – ${p.Name}`,
      ShortDescription: `Nieuwbouw: ${u.type.toLowerCase()} met ${u.beds} slaapkamer${u.beds > 1 ? 's' : ''} en ${nlOutside} in ${p.Name}, ${p.City}.`,
      Description:
        `Nieuwbouw${u.type === 'Penthouse' ? 'penthouse' : 'appartement'} ${u.n} in ${p.Name} (${p.City}): ${u.living} m² woonoppervlakte, ${u.beds} slaapkamer${u.beds > 1 ? 's' : ''} en ${nlOutside}.\n\n` +
        `Verkoop op plan, btw ${p.vatRate} %. Het grondplan van de unit vindt u bij de documenten. Oplevering voorzien op ${p.delivery.split('-').reverse().join('/')}.`,
    },
    fr: {
      Title: `${t.fr} ${u.n} – ${p.Name}`,
      ShortDescription: `Construction neuve : ${t.fr.toLowerCase()} ${u.beds} chambre${u.beds > 1 ? 's' : ''} avec ${frOutside} dans ${p.Name}, ${p.City}.`,
      Description:
        `${t.fr} neuf ${u.n} dans ${p.Name} (${p.City}) : ${u.living} m² habitables, ${u.beds} chambre${u.beds > 1 ? 's' : ''} et ${frOutside}.\n\n` +
        `Vente sur plan, TVA ${p.vatRate} %. Le plan de l’unité se trouve parmi les documents. Livraison prévue le ${p.delivery.split('-').reverse().join('/')}.`,
    },
    en: {
      Title: `${t.en} ${u.n} – ${p.Name}`,
      ShortDescription: `New build: ${u.beds}-bedroom ${t.en.toLowerCase()} with ${enOutside} in ${p.Name}, ${p.City}.`,
      Description:
        `New-build ${t.en.toLowerCase()} ${u.n} in ${p.Name} (${p.City}): ${u.living} m² of living space, ${u.beds} bedroom${u.beds > 1 ? 's' : ''} and ${enOutside}.\n\n` +
        `Sold off-plan, VAT ${p.vatRate}%. The unit's floor plan is among the documents. Delivery planned on ${p.delivery.split('-').reverse().join('/')}.`,
    },
    de: {
      Title: `${t.de} ${u.n} – ${p.Name}`,
      ShortDescription: `Neubau: ${t.de} mit ${u.beds} Schlafzimmer${u.beds > 1 ? 'n' : ''} und ${deOutside} in ${p.Name}, ${p.City}.`,
      Description:
        `Neubau-${t.de} ${u.n} in ${p.Name} (${p.City}): ${u.living} m² Wohnfläche, ${u.beds} Schlafzimmer und ${deOutside}.\n\n` +
        `Verkauf ab Plan, MwSt. ${p.vatRate} %. Den Grundriss der Einheit finden Sie bei den Dokumenten. Übergabe geplant am ${p.delivery.split('-').reverse().join('.')}.`,
    },
  };
}

function unitRow(p, u, index) {
  const ID = p.ID * 100 + index + 1;
  const all = texts(p, u);
  const large = pictures(ID, ['Leefruimte', 'Keuken', u.garden ? 'Tuin' : 'Terras']);
  const slug = u.n.replace('.', '-');
  return {
    ID,
    ProjectID: p.ID,
    WebID: 2,
    WebIDs: '2',
    Goal: 0,
    Status: u.sold ? 2 : 1,
    Price: u.price,
    PublishPrice: 1,
    PriceUnit: 0,
    PriceUnitText: null,
    Marquee: 0,
    MarqueeName: null,
    Street: p.Street,
    HouseNumber: p.HouseNumber,
    BoxNr: u.n,
    Zip: p.Zip,
    City: p.City,
    CountryID: 10,
    CountryName: 'België',
    PublishAddress: p.PublishAddress ? 1 : 0,
    GoogleX: p.x,
    GoogleY: p.y,
    EnergyPerformance: 20 + index * 3,
    EPCLabelText: 'A+',
    EPCUniqueCode: null,
    TypeDescription: u.type,
    MainTypeName: 'Appartement',
    ...all.nl,
    RecordFile: null,
    Language: 'nl',
    NumberOfBedRooms: u.beds,
    NumberOfBathRooms: 1,
    NumberOfShowers: u.beds > 2 ? 1 : 0,
    NumberOfToilets: u.beds > 2 ? 2 : 1,
    NumberOfGarages: 0,
    NumberOfParkings: 1,
    NumberOfFloors: null,
    NumberOfFacades: 2,
    Floor: u.floor,
    HasLift: true,
    SurfaceTotal: u.living + (u.terrace ?? 0),
    SurfaceLiving: u.living,
    SurfaceGround: null,
    SurfaceTerrace: u.terrace ?? null,
    SurfaceGarden: u.garden ?? null,
    SurfaceBuilt: null,
    SurfaceOffice: null,
    SurfaceStore: null,
    WidthOfPlot: null,
    WidthOfFront: null,
    ConstructionYear: Number(p.delivery.slice(0, 4)),
    RenovationYear: null,
    // Sold off-plan: "to build" (a new build for the search filters and the search alerts).
    ConditionID: 3,
    CO2Emission: 0,
    Heating: 'Warmtepomp',
    Glazing: 'Driedubbel glas',
    WindowFrame: 'Aluminium',
    Kitchen: 'Volledig ingerichte keuken',
    FloorCovering: null,
    Roof: null,
    Orientation: 'Zuid',
    FloodPScore: 'A',
    FloodGScore: 'A',
    FloodSensitive: false,
    AsbestosCertificate: null,
    PermitBuilding: 'Vg',
    PlanningDestination: 'Woongebied',
    Summons: null,
    PreemptionRight: null,
    SubdivisionPermit: null,
    CadastralIncome: null,
    Charges: null,
    NotaryFees: null,
    RegistrationRights: null,
    // New builds pay VAT on the price (21 %, or 6 % under conditions), not registration rights.
    VAT: Math.round((u.price * p.vatRate) / 100),
    TotalCosts: null,
    Deposit: null,
    AgencyCost: null,
    InventoryCost: null,
    HasFurnished: null,
    PetsAllowed: null,
    // 7: at a date, the planned delivery.
    FreeAvailable: 7,
    FreeAvailableDate: `${p.delivery}T00:00:00`,
    ViagerAge1: null,
    ViagerAge2: null,
    ViagerType: null,
    ViagerMonthlyAnnuity: null,
    SmallPictureItem: { ...large[0], Url: large[0].Url.replace('/1360/', '/250/'), Width: 250, Height: 167 },
    LargePictureItems: large,
    Documents: [
      { Name: `Grondplan ${u.type.toLowerCase()} ${u.n}`, Url: `${DOCS}/${p.ID}/grondplan-${slug}.pdf` },
      { Name: 'Lastenboek', Url: `${DOCS}/${p.ID}/lastenboek.pdf` },
    ],
    VideoUrl: null,
    VirtualTourUrl: null,
    ModifiedDate: '2026-10-20T09:00:00Z',
    CreatedDate: '2026-09-01T09:00:00Z',
    LanguageTexts: ['fr', 'en', 'de'].map((Language) => ({ Language, ...all[Language] })),
  };
}

// The description in the other languages as the sync reads GetProjectList per language (`LanguageTexts`).
const projectRows = PROJECTS.map(({ units, vatRate, delivery, x, y, texts, ...row }) => ({
  ...row,
  CountryID: 10,
  CountryName: 'België',
  PublishInternet: true,
  LargePictureItems: pictures(row.ID, ['Gevel', 'Inkom', 'Zicht', 'Werf']),
  LanguageTexts: ['fr', 'en', 'de'].map((Language) => ({ Language, Description: texts[Language] })),
}));
const unitRows = PROJECTS.flatMap((p) => p.units.map((u, i) => unitRow(p, u, i)));

const feed = {
  Source: 'Omnicasa web service (GetProjectList and the units in GetPropertyList), kustvastgoed-gistel',
  Language: 'nl',
  GeneratedAt: '2026-11-27T00:00:00Z',
  GetProjectListJsonResult: { Success: true, Message: null, Code: 0, Value: { Items: projectRows, RowCount: projectRows.length } },
  GetPropertyListJsonResult: { Success: true, Message: null, Code: 0, Value: { Items: unitRows, RowCount: unitRows.length } },
};
writeFileSync(out, `${JSON.stringify(feed, null, 2)}\n`);
console.log(`${out}: ${projectRows.length} projects, ${unitRows.length} units`);
