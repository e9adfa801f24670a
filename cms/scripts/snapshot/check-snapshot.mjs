#!/usr/bin/env node
// Checks cms/data/feed/snapshot.nl.json against the figures of the product spec and the brief,
// prints them, and exits 1 on any mismatch.
//
//   node cms/scripts/snapshot/check-snapshot.mjs [snapshotFile] [--no-regen]
//
// Unless --no-regen is given it also re-runs generate-snapshot.mjs into a temporary file and
// requires the same bytes (the committed file must be the generator's output).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const { regionFromPostcode, epcClassFromValue, epcDisplayText } = createRequire(import.meta.url)('@coast/domain');

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const file = resolve(args.find((a) => !a.startsWith('--')) ?? resolve(HERE, '../../data/feed/snapshot.nl.json'));
const regen = !args.includes('--no-regen');

const failures = [];
const fail = (msg) => failures.push(msg);
const expectEq = (what, actual, expected) => {
  const ok = JSON.stringify(actual) === JSON.stringify(expected);
  if (!ok) fail(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  return ok;
};
const raw = readFileSync(file, 'utf8');
const snap = JSON.parse(raw);
const items = snap.GetPropertyListJsonResult?.Items ?? [];
const ids = (list) => list.map((x) => x.ID).join(', ');
const out = [];
const say = (s = '') => out.push(s);

// ---------------------------------------------------------------- shape
const KEYS = [
  'ID',
  'WebID',
  'WebIDs',
  'Goal',
  'Status',
  'Price',
  'PublishPrice',
  'PriceUnit',
  'PriceUnitText',
  'Marquee',
  'MarqueeName',
  'Street',
  'HouseNumber',
  'BoxNr',
  'Zip',
  'City',
  'CountryID',
  'CountryName',
  'PublishAddress',
  'GoogleX',
  'GoogleY',
  'EnergyPerformance',
  'EPCLabelText',
  'EPCUniqueCode',
  'TypeDescription',
  'MainTypeName',
  'Title',
  'Description',
  'ShortDescription',
  'RecordFile',
  'Language',
  'NumberOfBedRooms',
  'NumberOfBathRooms',
  'NumberOfShowers',
  'NumberOfToilets',
  'NumberOfGarages',
  'NumberOfParkings',
  'NumberOfFloors',
  'NumberOfFacades',
  'Floor',
  'HasLift',
  'SurfaceTotal',
  'SurfaceLiving',
  'SurfaceGround',
  'SurfaceTerrace',
  'SurfaceGarden',
  'SurfaceBuilt',
  'SurfaceOffice',
  'SurfaceStore',
  'WidthOfPlot',
  'WidthOfFront',
  'ConstructionYear',
  'RenovationYear',
  'ConditionID',
  'CO2Emission',
  'Heating',
  'Glazing',
  'WindowFrame',
  'Kitchen',
  'FloorCovering',
  'Roof',
  'Orientation',
  'FloodPScore',
  'FloodGScore',
  'FloodSensitive',
  'AsbestosCertificate',
  'PermitBuilding',
  'PlanningDestination',
  'Summons',
  'PreemptionRight',
  'SubdivisionPermit',
  'CadastralIncome',
  'Charges',
  'NotaryFees',
  'RegistrationRights',
  'VAT',
  'TotalCosts',
  'Deposit',
  'AgencyCost',
  'InventoryCost',
  'HasFurnished',
  'PetsAllowed',
  'FreeAvailable',
  'FreeAvailableDate',
  'ViagerAge1',
  'ViagerAge2',
  'ViagerType',
  'ViagerMonthlyAnnuity',
  'SmallPictureItem',
  'LargePictureItems',
  'Documents',
  'VideoUrl',
  'VirtualTourUrl',
  'ModifiedDate',
  'CreatedDate',
];
const INT_OR_NULL = [
  'NumberOfBedRooms',
  'NumberOfBathRooms',
  'NumberOfShowers',
  'NumberOfToilets',
  'NumberOfGarages',
  'NumberOfParkings',
  'NumberOfFloors',
  'NumberOfFacades',
  'SurfaceTotal',
  'SurfaceLiving',
  'SurfaceGround',
  'SurfaceTerrace',
  'SurfaceGarden',
  'SurfaceBuilt',
  'SurfaceOffice',
  'SurfaceStore',
  'WidthOfPlot',
  'WidthOfFront',
  'ConstructionYear',
  'RenovationYear',
  'CO2Emission',
  'ViagerAge1',
  'ViagerAge2',
  'Floor',
  'ConditionID',
  'FreeAvailable',
];
const NUM_OR_NULL = [
  'EnergyPerformance',
  'Charges',
  'NotaryFees',
  'RegistrationRights',
  'VAT',
  'TotalCosts',
  'Deposit',
  'AgencyCost',
  'InventoryCost',
  'ViagerMonthlyAnnuity',
  'CadastralIncome',
];
const STR_OR_NULL = [
  'BoxNr',
  'EPCLabelText',
  'EPCUniqueCode',
  'RecordFile',
  'PriceUnitText',
  'MarqueeName',
  'Heating',
  'Glazing',
  'WindowFrame',
  'Kitchen',
  'FloorCovering',
  'Roof',
  'Orientation',
  'FloodPScore',
  'FloodGScore',
  'PermitBuilding',
  'PlanningDestination',
  'Summons',
  'PreemptionRight',
  'SubdivisionPermit',
  'ViagerType',
  'VideoUrl',
  'VirtualTourUrl',
  'FreeAvailableDate',
];
const STR = [
  'WebIDs',
  'Street',
  'HouseNumber',
  'Zip',
  'City',
  'CountryName',
  'TypeDescription',
  'MainTypeName',
  'Title',
  'Description',
  'ShortDescription',
  'Language',
  'ModifiedDate',
  'CreatedDate',
];

expectEq('top-level keys', Object.keys(snap), ['Source', 'Language', 'GeneratedAt', 'GetPropertyListJsonResult']);
expectEq('Source', snap.Source, 'omnicasa-snapshot');
expectEq('Language', snap.Language, 'nl');
expectEq('GeneratedAt', snap.GeneratedAt, '2026-11-01T06:00:00Z');
expectEq('RowCount = Items.length', snap.GetPropertyListJsonResult.RowCount, items.length);

const isInt = (v) => Number.isInteger(v);
const isNum = (v) => typeof v === 'number' && Number.isFinite(v);
for (const x of items) {
  const where = `listing ${x.ID}`;
  if (JSON.stringify(Object.keys(x)) !== JSON.stringify(KEYS)) fail(`${where}: keys differ from the expected list`);
  for (const k of KEYS) if (x[k] === undefined) fail(`${where}: ${k} undefined`);
  for (const k of INT_OR_NULL) if (x[k] !== null && !isInt(x[k])) fail(`${where}: ${k} must be int or null`);
  for (const k of NUM_OR_NULL) if (x[k] !== null && !isNum(x[k])) fail(`${where}: ${k} must be a number or null`);
  for (const k of STR_OR_NULL) if (x[k] !== null && typeof x[k] !== 'string') fail(`${where}: ${k} must be a string or null`);
  for (const k of STR) if (typeof x[k] !== 'string' || !x[k]) fail(`${where}: ${k} must be a non-empty string`);
  for (const k of ['ID', 'WebID', 'Goal', 'Status', 'PublishPrice', 'PriceUnit', 'Marquee', 'CountryID', 'PublishAddress'])
    if (!isInt(x[k])) fail(`${where}: ${k} must be int`);
  if (!isNum(x.Price) || x.Price <= 0) fail(`${where}: Price must be a positive number`);
  if (!isNum(x.GoogleX) || !isNum(x.GoogleY)) fail(`${where}: coordinates must be numbers`);
  if (x.FloodSensitive !== null && typeof x.FloodSensitive !== 'boolean') fail(`${where}: FloodSensitive bool|null`);
  for (const k of ['HasLift', 'HasFurnished', 'PetsAllowed']) if (x[k] !== null && typeof x[k] !== 'boolean') fail(`${where}: ${k} bool|null`);
  if (x.ConditionID !== null && !(x.ConditionID >= 1 && x.ConditionID <= 9)) fail(`${where}: ConditionID must be 1..9`);
  if (x.FreeAvailable !== null && !(x.FreeAvailable >= 1 && x.FreeAvailable <= 7)) fail(`${where}: FreeAvailable must be 1..7`);
  if ((x.FreeAvailable === 7) !== (x.FreeAvailableDate !== null)) fail(`${where}: FreeAvailableDate goes with FreeAvailable 7 only`);
  if (x.Goal === 1 && x.CadastralIncome !== null) fail(`${where}: a rent advert gives no cadastral income`);
  if (x.AsbestosCertificate !== null && typeof x.AsbestosCertificate !== 'boolean') fail(`${where}: AsbestosCertificate bool|null`);
}

// ---------------------------------------------------------------- ids, enums, consistency
const idSet = new Set(items.map((x) => x.ID));
if (idSet.size !== items.length) fail('IDs are not unique');
if (!items.every((x) => x.ID >= 1000000 && x.ID <= 9999999)) fail('IDs must have 7 digits');

const CATEGORIES = {
  1: 'Huis',
  2: 'Appartement',
  3: 'Studio',
  4: 'Grond',
  5: 'Opbrengsteigendom',
  6: 'Commercieel',
  7: 'Garage/Parking',
  8: 'Industrieel',
  9: 'Kantoren',
};
const MARQUEE_NAMES = { 0: null, 1: 'Nieuw', 2: 'Optie', 3: 'Verkocht', 4: 'Verhuurd', 15: 'Prijsdaling' };
// Regions and EPC scales come from @coast/domain, the one place these rules live.
const REGION_CODES = { flanders: 'VL', brussels: 'BXL', wallonia: 'WAL' };
const REGION_NAMES = { VL: 'flanders', BXL: 'brussels', WAL: 'wallonia' };
function regionOf(x) {
  return REGION_CODES[regionFromPostcode(x.Zip, x.CountryID)] ?? 'LU';
}
const labelOn = (region) => (v) => epcDisplayText(epcClassFromValue(v, REGION_NAMES[region]));
const flemishLabel = labelOn('VL');
const brusselsLabel = labelOn('BXL');
const walloonLabel = labelOn('WAL');
const CDN = /^https:\/\/(pictures|documents)\.omnicasa-cdn\.example\//;
const NO_BUILDING = [4, 7];

for (const x of items) {
  const where = `listing ${x.ID}`;
  const region = regionOf(x);
  if (CATEGORIES[x.WebID] !== x.MainTypeName) fail(`${where}: MainTypeName ${x.MainTypeName} does not match WebID ${x.WebID}`);
  const webIds = x.WebIDs.split(',');
  if (!webIds.every((w) => /^\d$/.test(w) && CATEGORIES[w]) || webIds[0] !== String(x.WebID)) fail(`${where}: WebIDs ${x.WebIDs} invalid`);
  if (![0, 1, 2].includes(x.Goal)) fail(`${where}: Goal`);
  if (![1, 2, 4].includes(x.Status)) fail(`${where}: Status`);
  if (x.Status === 2 && x.Goal !== 0) fail(`${where}: sold but not a sale`);
  if (x.Status === 4 && x.Goal !== 1) fail(`${where}: rented but not a rent`);
  if (![0, 1].includes(x.PublishPrice) || ![0, 1].includes(x.PublishAddress)) fail(`${where}: publish flags`);
  if (!(x.Marquee in MARQUEE_NAMES) || MARQUEE_NAMES[x.Marquee] !== x.MarqueeName) fail(`${where}: Marquee ${x.Marquee}/${x.MarqueeName}`);
  if (x.Status === 2 && x.Marquee !== 3) fail(`${where}: sold needs Marquee 3`);
  if (x.Status === 4 && x.Marquee !== 4) fail(`${where}: rented needs Marquee 4`);
  if (x.Status === 1 && [3, 4].includes(x.Marquee)) fail(`${where}: active listing with sold/rented banner`);
  if (![0, 7].includes(x.PriceUnit)) fail(`${where}: PriceUnit`);
  const expUnitText = x.PriceUnit === 7 ? 'vanaf' : x.Goal === 1 ? '/maand' : null;
  if (x.PriceUnitText !== expUnitText) fail(`${where}: PriceUnitText ${x.PriceUnitText}, expected ${expUnitText}`);
  if (x.CountryID === 10) {
    if (x.CountryName !== 'België') fail(`${where}: CountryName`);
    if (!/^\d{4}$/.test(x.Zip)) fail(`${where}: Belgian zip ${x.Zip}`);
  } else if (x.CountryID === 50) {
    if (x.CountryName !== 'Luxemburg') fail(`${where}: CountryName`);
  } else fail(`${where}: CountryID ${x.CountryID}`);
  if (x.Language !== 'nl') fail(`${where}: Language`);
  if (x.GoogleX < 49.4 || x.GoogleX > 51.6 || x.GoogleY < 2.5 || x.GoogleY > 6.5) fail(`${where}: coordinates outside BE/LU`);

  // EPC
  const building = !NO_BUILDING.includes(x.WebID);
  if (!building) {
    if (x.EnergyPerformance !== null || x.EPCLabelText !== null || x.EPCUniqueCode !== null) fail(`${where}: land/garage must have no EPC`);
  } else if (region === 'LU') {
    if (x.EnergyPerformance !== null || x.EPCLabelText !== null) fail(`${where}: Luxembourg listing carries a Belgian EPC`);
  } else {
    if (x.EnergyPerformance === null) fail(`${where}: building without EPC value`);
    const exp = region === 'VL' ? flemishLabel(x.EnergyPerformance) : region === 'BXL' ? brusselsLabel(x.EnergyPerformance) : walloonLabel(x.EnergyPerformance);
    if (x.EPCLabelText !== exp) fail(`${where}: EPC ${x.EnergyPerformance} in ${region} is ${exp}, label says ${x.EPCLabelText}`);
    if (region === 'VL' && !/^\d{8}-\d{10}-RES-\d$/.test(x.EPCUniqueCode ?? '')) fail(`${where}: EPCUniqueCode ${x.EPCUniqueCode}`);
  }
  if (x.WebID === 4 && (x.NumberOfBedRooms !== null || x.SurfaceLiving !== null)) fail(`${where}: land with rooms`);

  // Flemish advert items
  if (region === 'VL') {
    if (!/^[A-D]$/.test(x.FloodPScore ?? '')) fail(`${where}: FloodPScore`);
    if (x.WebID !== 4 && !/^[A-D]$/.test(x.FloodGScore ?? '')) fail(`${where}: FloodGScore`);
    const sens = ['C', 'D'].includes(x.FloodPScore) || ['C', 'D'].includes(x.FloodGScore);
    if (x.FloodSensitive !== sens) fail(`${where}: FloodSensitive inconsistent with P/G scores`);
    if (x.Goal !== 1) {
      if (
        !['Vg', 'Gvg'].includes(x.PermitBuilding) ||
        !['Vkr', 'Gvkr'].includes(x.PreemptionRight) ||
        !['Vv', 'Gvv'].includes(x.SubdivisionPermit) ||
        !x.PlanningDestination
      )
        fail(`${where}: urban-planning items missing`);
      if (![null, 'Gmo', 'Dv'].includes(x.Summons)) fail(`${where}: Summons ${x.Summons}`);
    }
  } else if (x.FloodPScore !== null || x.PermitBuilding !== null || x.AsbestosCertificate !== null)
    fail(`${where}: Flemish-only fields on a ${region} listing`);

  // costs
  if (x.Goal === 1) {
    if (x.Deposit !== x.Price * 3) fail(`${where}: Deposit must be 3 x rent`);
    if (x.Charges === null) fail(`${where}: rent without Charges`);
    if (x.NotaryFees !== null || x.RegistrationRights !== null) fail(`${where}: rent with sale costs`);
  } else {
    if (x.Charges !== null || x.Deposit !== null) fail(`${where}: sale/takeover with rent costs`);
    if (x.TotalCosts !== null && x.TotalCosts !== (x.NotaryFees ?? 0) + (x.RegistrationRights ?? 0) + (x.VAT ?? 0))
      fail(`${where}: TotalCosts is not the sum of the costs`);
  }
  const isViager = x.ViagerType !== null;
  if (isViager !== (x.ViagerAge1 !== null) || isViager !== (x.ViagerMonthlyAnnuity !== null)) fail(`${where}: viager fields incomplete`);

  // media
  const large = x.LargePictureItems;
  if (!Array.isArray(large) || !Array.isArray(x.Documents)) fail(`${where}: media arrays`);
  if ((x.SmallPictureItem === null) !== (large.length === 0)) fail(`${where}: SmallPictureItem null iff no large pictures`);
  if (large.length && (large.length < 3 || large.length > 12)) fail(`${where}: ${large.length} pictures`);
  for (const pic of large) {
    if (JSON.stringify(Object.keys(pic)) !== '["ID","Url","Width","Height","Name"]' || pic.Width !== 1360 || !isInt(pic.Height) || !CDN.test(pic.Url))
      fail(`${where}: bad large picture ${JSON.stringify(pic)}`);
  }
  if (x.SmallPictureItem) {
    const s = x.SmallPictureItem;
    if (JSON.stringify(Object.keys(s)) !== '["ID","Url","Width","Height","Name"]' || s.Width !== 250 || !CDN.test(s.Url)) fail(`${where}: bad small picture`);
  }
  for (const d of x.Documents)
    if (JSON.stringify(Object.keys(d)) !== '["Name","Url"]' || !CDN.test(d.Url) || !d.Url.endsWith('.pdf')) fail(`${where}: bad document`);
  if (x.RecordFile !== null && (!CDN.test(x.RecordFile) || !x.RecordFile.endsWith('.pdf'))) fail(`${where}: RecordFile`);
  if (x.VideoUrl !== null && !/^https:\/\/(www\.youtube\.com\/watch\?v=[\w-]{11}|vimeo\.com\/\d+)$/.test(x.VideoUrl)) fail(`${where}: VideoUrl`);
  if (x.VirtualTourUrl !== null && !/^https:\/\/my\.matterport\.com\/show\/\?m=[A-Za-z0-9]{11}$/.test(x.VirtualTourUrl)) fail(`${where}: VirtualTourUrl`);

  // texts
  if (x.Description.length < 300 || x.Description.length > 1200) fail(`${where}: Description length ${x.Description.length}`);
  const html = /<[a-z]/.test(x.Description);
  if (!html && /[<>]/.test(x.Description)) fail(`${where}: stray angle bracket`);
  if (html && /&(?!(amp|eacute|nbsp|#8364);)/.test(x.Description)) fail(`${where}: unescaped & in HTML`);
  if (!/^[^.!?]+[.!?]$/.test(x.ShortDescription.replace(/\bca\./g, 'ca').replace(/(\d)\.(\d)/g, '$1$2')))
    fail(`${where}: ShortDescription is not one sentence: ${x.ShortDescription}`);
  if (x.Title.length > 70) fail(`${where}: Title too long`);
  if (x.PublishAddress === 0 && [x.Title, x.Description, x.ShortDescription].some((t) => t.includes(x.Street)))
    fail(`${where}: hidden address leaks the street in the text`);

  // dates
  const created = Date.parse(x.CreatedDate);
  const modified = Date.parse(x.ModifiedDate);
  if (!/^2026-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(x.CreatedDate) || !/^2026-10-\d\dT\d\d:\d\d:\d\dZ$/.test(x.ModifiedDate)) fail(`${where}: date format`);
  if (modified < created || modified > Date.parse(snap.GeneratedAt)) fail(`${where}: ModifiedDate out of order`);
}
if (new Set(items.map((x) => x.CreatedDate)).size !== items.length) fail('CreatedDate values are not distinct');
if (new Set(items.map((x) => x.Description)).size !== items.length) fail('Descriptions are not unique');
const picIds = items.flatMap((x) => x.LargePictureItems.map((p) => p.ID));
if (new Set(picIds).size !== picIds.length) fail('picture IDs are not unique');
const addrs = items.filter((x) => x.BoxNr === null).map((x) => `${x.City}|${x.Street}|${x.HouseNumber}`);
if (new Set(addrs).size !== addrs.length) fail('two listings without box share an address');

// ---------------------------------------------------------------- figures
say(`Snapshot: ${file}`);
say(`Total listings: ${items.length}`);
expectEq('total listings', items.length, 150);

const towns = new Map();
for (const x of items) {
  const key = `${x.City} ${x.Zip}`;
  if (!towns.has(key)) towns.set(key, { city: x.City, zip: x.Zip, total: 0, sale: 0, rent: 0, takeover: 0, sold: 0, rented: 0 });
  const t = towns.get(key);
  t.total++;
  t[['sale', 'rent', 'takeover'][x.Goal]]++;
  if (x.Status === 2) t.sold++;
  if (x.Status === 4) t.rented++;
}
say('');
say('Per town (total: sale / rent / takeover; sold, rented):');
for (const t of [...towns.values()].sort((a, b) => b.total - a.total || a.city.localeCompare(b.city))) {
  say(
    `  ${`${t.city} ${t.zip}`.padEnd(18)} ${String(t.total).padStart(3)}: ${t.sale} / ${t.rent} / ${t.takeover}${t.sold ? `; sold ${t.sold}` : ''}${t.rented ? `; rented ${t.rented}` : ''}`,
  );
}
const town = (name) => [...towns.values()].find((t) => t.city === name) ?? { total: 0, sale: 0, rent: 0, takeover: 0, sold: 0, rented: 0 };
const gistel = town('Gistel');
expectEq('Gistel zip', gistel.zip, '8470');
expectEq('Gistel total/sale/rent/takeover', [gistel.total, gistel.sale, gistel.rent, gistel.takeover], [92, 77, 15, 0]);
if (gistel.sold < 2) fail('Gistel should have a few sold listings among the 77');
expectEq('Gistel rented', gistel.rented, 1);
const oostende = town('Oostende');
expectEq('Oostende zip', oostende.zip, '8400');
expectEq('Oostende total', oostende.total, 26);
expectEq('Oostende takeover', oostende.takeover, 1);
if (oostende.rent < 1) fail('Oostende should have listings for rent');
const NEARBY = {
  Middelkerke: '8430',
  Ichtegem: '8480',
  Oudenburg: '8460',
  Jabbeke: '8490',
  Koekelare: '8680',
  Torhout: '8820',
  Bredene: '8450',
  'De Haan': '8420',
  Brugge: '8000',
  Nieuwpoort: '8620',
};
const others = items.filter((x) => x.City !== 'Gistel' && x.City !== 'Oostende');
expectEq('listings outside Gistel and Oostende', others.length, 32);
if (!others.every((x) => x.Goal === 0)) fail('listings outside Gistel and Oostende must all be for sale');
for (const x of others) {
  const r = regionOf(x);
  if (r === 'VL' && NEARBY[x.City] !== x.Zip) fail(`listing ${x.ID}: unexpected town ${x.City} ${x.Zip}`);
}
for (const [c, z] of Object.entries(NEARBY)) if (!towns.has(`${c} ${z}`)) fail(`no listing in ${c} ${z}`);

const rentTowns = [...new Set(items.filter((x) => x.Goal === 1).map((x) => x.City))].sort();
say('');
say(`Towns with listings for rent: ${rentTowns.join(', ')}`);
expectEq('towns with rent', rentTowns, ['Gistel', 'Oostende']);
const goals = [0, 1, 2].map((g) => items.filter((x) => x.Goal === g).length);
say(`Goal counts: sale ${goals[0]}, rent ${goals[1]}, takeover ${goals[2]}`);

say('');
say('Categories (WebID, name: listings [multi-category WebIDs]):');
for (const id of [1, 2, 3, 4, 5, 6, 8, 9, 7]) {
  const n = items.filter((x) => x.WebID === id).length;
  const multi = items.filter((x) => x.WebIDs.split(',').includes(String(id)) && x.WebID !== id).length;
  say(`  ${id} ${CATEGORIES[id].padEnd(18)} ${String(n).padStart(3)}${multi ? ` (+${multi} via WebIDs)` : ''}`);
  if (n < 1) fail(`category ${id} ${CATEGORIES[id]} absent`);
}
const types = {};
for (const x of items) types[x.TypeDescription] = (types[x.TypeDescription] ?? 0) + 1;
say(
  `Type descriptions: ${Object.entries(types)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);

// EPC spread
const vl = items.filter((x) => regionOf(x) === 'VL' && x.EPCLabelText);
const labels = {};
for (const x of vl) labels[x.EPCLabelText] = (labels[x.EPCLabelText] ?? 0) + 1;
say('');
say(`Flemish EPC labels: ${['A+', 'A', 'B', 'C', 'D', 'E', 'F'].map((l) => `${l} ${labels[l] ?? 0}`).join(', ')}`);
for (const l of ['A+', 'A', 'B', 'C', 'D', 'E', 'F']) if (!labels[l]) fail(`no Flemish listing with EPC label ${l}`);
const marquees = {};
for (const x of items) marquees[x.Marquee] = (marquees[x.Marquee] ?? 0) + 1;
say(
  `Marquee values: ${Object.entries(marquees)
    .map(([k, v]) => `${k} (${MARQUEE_NAMES[k] ?? '-'}) ${v}`)
    .join(', ')}`,
);
for (const m of [0, 1, 2, 3, 4, 15]) if (!marquees[m]) fail(`Marquee ${m} never used`);

// price ranges (the brief's)
const range = (list, lo, hi, what) => {
  const bad = list.filter((x) => x.Price < lo || x.Price > hi);
  if (bad.length) fail(`${what} outside ${lo}-${hi}: ${bad.map((x) => `${x.ID}=${x.Price}`).join(', ')}`);
  const ps = list.map((x) => x.Price);
  say(`  ${what}: ${list.length} listings, ${Math.min(...ps)} - ${Math.max(...ps)}`);
};
say('');
say('Price ranges:');
range(
  items.filter((x) => x.City === 'Gistel' && x.WebID === 1 && x.Goal === 0),
  180000,
  650000,
  'Gistel houses for sale',
);
range(
  items.filter((x) => x.City === 'Oostende' && x.WebID === 2 && x.Goal === 0 && !x.ViagerType),
  150000,
  450000,
  'Oostende apartments for sale (excl. viager bouquet)',
);
range(
  items.filter((x) => x.Goal === 1 && x.WebID !== 7),
  650,
  1400,
  'rents (excl. garages), per month',
);
range(
  items.filter((x) => x.WebID === 7 && x.Goal === 0),
  15000,
  35000,
  'garages for sale',
);
range(
  items.filter((x) => x.WebID === 7 && x.Goal === 1),
  75,
  120,
  'garages for rent, per month',
);

// ---------------------------------------------------------------- awkward cases
say('');
say('Awkward cases:');
const cases = [
  ['PublishPrice 0 (hidden price)', (x) => x.PublishPrice === 0],
  ['PublishAddress 0 (hidden address)', (x) => x.PublishAddress === 0],
  ["'vanaf' price (PriceUnit 7, new-build apartment)", (x) => x.PriceUnit === 7 && x.PriceUnitText === 'vanaf' && x.WebID === 2 && x.VAT !== null],
  ['takeover (Goal 2)', (x) => x.Goal === 2],
  ['sold (Status 2)', (x) => x.Status === 2],
  ['rented (Status 4)', (x) => x.Status === 4],
  ['Luxembourg (CountryID 50)', (x) => x.CountryID === 50 && x.CountryName === 'Luxemburg'],
  ['Brussels postcode', (x) => regionOf(x) === 'BXL'],
  ['Wallonia postcode', (x) => regionOf(x) === 'WAL'],
  ['no photos', (x) => x.SmallPictureItem === null && x.LargePictureItems.length === 0],
  ['description with HTML', (x) => /<(p|br|strong|ul|li)\b/.test(x.Description)],
  ['multi-category WebIDs', (x) => x.WebIDs.includes(',')],
  ['viager', (x) => x.ViagerType !== null],
  ['video', (x) => x.VideoUrl !== null],
  ['virtual tour', (x) => x.VirtualTourUrl !== null],
  ['flood-sensitive (P or G score C/D)', (x) => x.FloodSensitive === true],
  ['summons given (Dv)', (x) => x.Summons === 'Dv'],
];
const found = {};
for (const [name, pred] of cases) {
  const list = items.filter(pred);
  found[name] = list;
  say(`  ${name}: ${list.length} -> ${ids(list)}`);
  if (!list.length) fail(`awkward case missing: ${name}`);
}
for (const [name, n] of [
  ['Luxembourg (CountryID 50)', 1],
  ['Brussels postcode', 1],
  ['Wallonia postcode', 1],
  ['no photos', 1],
  ['takeover (Goal 2)', 1],
])
  expectEq(`count of ${name}`, found[name].length, n);
if (found['viager'].length > 2) fail('at most 2 viager listings');
const htmlDescs = found['description with HTML'].map((x) => x.Description).join('');
for (const needle of ['<p>', '<br>', '<strong>', '<ul>', '<li>', '&amp;', '&eacute;', '&nbsp;', '&#8364;'])
  if (!htmlDescs.includes(needle)) fail(`no description holds ${needle}`);
if (found['description with HTML'].length < 5) fail('fewer than 5 HTML descriptions');
const lux = found['Luxembourg (CountryID 50)'][0];
if (lux && lux.Goal !== 0) fail('the Luxembourg listing must be for sale');
const tk = found['takeover (Goal 2)'][0];
if (tk && (tk.City !== 'Oostende' || tk.WebID !== 6)) fail('the takeover must be an Oostende commercial (horeca) listing');

// ---------------------------------------------------------------- notable listings (pinned IDs)
// Other code and tests refer to these IDs; regenerating with different output must be deliberate.
const NOTABLE = {
  reference: {
    id: 4512308,
    pred: (x) =>
      x.City === 'Gistel' &&
      x.Goal === 0 &&
      x.Status === 1 &&
      x.PublishPrice === 1 &&
      x.PublishAddress === 1 &&
      x.EPCLabelText === 'C' &&
      x.Street === 'Zevekotestraat' &&
      x.HouseNumber === '14' &&
      x.Price === 329000,
  },
  vanaf: { id: 4512352, pred: (x) => x.PriceUnit === 7 },
  hiddenPrice: { id: 4512333, pred: (x) => x.PublishPrice === 0 && x.WebID === 1 },
  hiddenAddress: { id: 4512125, pred: (x) => x.PublishAddress === 0 && x.WebID === 1 },
  takeover: { id: 4512225, pred: (x) => x.Goal === 2 },
  sold: { id: 4512014, pred: (x) => x.Status === 2 && x.City === 'Gistel' && x.WebID === 1 },
  rented: { id: 4512103, pred: (x) => x.Status === 4 },
  noPhotos: { id: 4512075, pred: (x) => x.SmallPictureItem === null },
  luxembourg: { id: 4512336, pred: (x) => x.CountryID === 50 },
  brussels: { id: 4512292, pred: (x) => regionOf(x) === 'BXL' },
  wallonia: { id: 4512117, pred: (x) => regionOf(x) === 'WAL' },
};
say('');
say('Notable listings:');
for (const [name, { id, pred }] of Object.entries(NOTABLE)) {
  const x = items.find(pred);
  if (!x) {
    fail(`notable listing ${name} not found`);
    continue;
  }
  say(
    `  ${name.padEnd(14)} ${x.ID}  ${x.TypeDescription}, ${x.PublishAddress ? `${x.Street} ${x.HouseNumber}${x.BoxNr ? ` bus ${x.BoxNr}` : ''}, ` : '(address hidden) '}${x.Zip} ${x.City}; Goal ${x.Goal}, Status ${x.Status}, Price ${x.Price}${x.PriceUnitText ? ` ${x.PriceUnitText}` : ''}${x.PublishPrice ? '' : ' (hidden)'}; EPC ${x.EnergyPerformance ?? '-'} ${x.EPCLabelText ?? '-'}`,
  );
  if (id !== null && x.ID !== id) fail(`notable listing ${name}: expected ID ${id}, got ${x.ID}`);
}

// ---------------------------------------------------------------- determinism
if (regen) {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
  try {
    const tmp = join(dir, 'snapshot.nl.json');
    execFileSync(process.execPath, [join(HERE, 'generate-snapshot.mjs'), tmp], { stdio: 'ignore' });
    const same = readFileSync(tmp, 'utf8') === raw;
    say('');
    say(`Regenerated in a temp dir: ${same ? 'identical bytes' : 'DIFFERENT bytes'}`);
    if (!same) fail('the committed snapshot is not the generator output (run generate-snapshot.mjs)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(out.join('\n'));
if (failures.length) {
  console.error(`\nFAILED (${failures.length}):`);
  for (const f of failures) console.error(`  - ${f}`);
  process.exit(1);
}
console.log('\nOK: all checks passed');
