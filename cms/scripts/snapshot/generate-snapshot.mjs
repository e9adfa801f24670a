#!/usr/bin/env node
// Deterministic generator of the committed listing snapshot (Omnicasa-shaped, Dutch).
//
//   node cms/scripts/snapshot/generate-snapshot.mjs [outFile]
//
// Writes cms/data/feed/snapshot.nl.json (or outFile). Plain Node 20 ESM, no dependencies.
// Everything random comes from seeded mulberry32 streams (one master stream for the plan-level
// choices, one stream per planned listing), no clock and no Math.random: the same bytes every run.
//
// Field meanings as in docs/architecture/glossary.md and listing-page.md (Goal 0 sale / 1 rent /
// 2 takeover; Status 1 active / 2 sold / 4 rented; GoogleX = latitude) and the Flemish advert
// obligations (EPC, flood P/G scores, the five urban-planning items, asbestos certificate).
// EPC labels use the region's scale (docs/architecture/energy-labels.md: Flanders / Brussels /
// Wallonia, region by postcode, only for CountryID 10). The Luxembourg listing has no Belgian EPC (its energy
// passport uses classes A-I, which no scale in the spec covers): EnergyPerformance and label are null.
// Non-Flemish listings carry null for the Flemish-only fields (flood scores, planning items, asbestos).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

// Postcode regions and EPC scales are domain rules: read them from @coast/domain (build it first).
const { regionFromPostcode, epcClassFromValue, epcDisplayText } = createRequire(import.meta.url)('@coast/domain');

const HERE = dirname(fileURLToPath(import.meta.url));
const DEFAULT_OUT = resolve(HERE, '../../data/feed/snapshot.nl.json');
const SEED = 84708400;
const GENERATED_AT = '2026-11-01T06:00:00Z';
const PIC_HOST = 'https://pictures.omnicasa-cdn.example';
const DOC_HOST = 'https://documents.omnicasa-cdn.example';
const OFFICE = 'kustvastgoed-gistel';

// ---------------------------------------------------------------- PRNG
function mulberry32(a) {
  return function next() {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}
function makeRng(seed) {
  const f = mulberry32(seed);
  const r = {
    f,
    int: (a, b) => a + Math.floor(f() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(f() * arr.length)],
    chance: (p) => f() < p,
    shuffle: (arr) => {
      const a = arr.slice();
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(f() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
    weighted: (pairs) => {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let x = f() * total;
      for (const [v, w] of pairs) {
        if ((x -= w) < 0) return v;
      }
      return pairs[pairs.length - 1][0];
    },
    chars: (n, alphabet) => {
      let s = '';
      for (let i = 0; i < n; i++) s += alphabet[Math.floor(f() * alphabet.length)];
      return s;
    },
  };
  return r;
}

// ---------------------------------------------------------------- reference data
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

const TOWNS = {
  Gistel: {
    zip: '8470',
    lat: 51.1573,
    lon: 2.9676,
    jl: 0.011,
    jo: 0.018,
    coast: false,
    streets: [
      'Stationsstraat',
      'Oostendestraat',
      'Kerkstraat',
      'Brugsesteenweg',
      'Moerdijkvaart',
      'Zevekotestraat',
      'Vaartstraat',
      'Sportpleinstraat',
      'Markt',
      'Torhoutstraat',
      'Warandestraat',
      'Hoogstraat',
    ],
  },
  Oostende: {
    zip: '8400',
    lat: 51.2154,
    lon: 2.9287,
    jl: 0.01,
    jo: 0.016,
    coast: true,
    streets: [
      'Kapellestraat',
      'Leopold II-laan',
      'Torhoutsesteenweg',
      'Nieuwpoortsesteenweg',
      'Van Iseghemlaan',
      'Zeedijk',
      'Christinastraat',
      'Alfons Pieterslaan',
      'Adolf Buylstraat',
      'Langestraat',
      'Vindictivelaan',
      'Koninginnelaan',
    ],
  },
  Middelkerke: {
    zip: '8430',
    lat: 51.1856,
    lon: 2.8196,
    jl: 0.006,
    jo: 0.012,
    coast: true,
    streets: ['Leopoldlaan', 'Zeedijk', 'Westendelaan', 'Oostendelaan'],
  },
  Ichtegem: {
    zip: '8480',
    lat: 51.095,
    lon: 3.0136,
    jl: 0.008,
    jo: 0.012,
    coast: false,
    streets: ['Stationsstraat', 'Kortemarkstraat', 'Engelstraat', 'Oostendestraat'],
  },
  Oudenburg: {
    zip: '8460',
    lat: 51.1846,
    lon: 3.0027,
    jl: 0.008,
    jo: 0.012,
    coast: false,
    streets: ['Marktstraat', 'Ettelgemsestraat', 'Stationsstraat', 'Westkerkestraat'],
  },
  Jabbeke: {
    zip: '8490',
    lat: 51.1817,
    lon: 3.0889,
    jl: 0.008,
    jo: 0.012,
    coast: false,
    streets: ['Dorpsstraat', 'Gistelsteenweg', 'Stationsstraat', 'Aartrijkestraat'],
  },
  Koekelare: {
    zip: '8680',
    lat: 51.09,
    lon: 2.9789,
    jl: 0.008,
    jo: 0.012,
    coast: false,
    streets: ['Markt', 'Bovekerkestraat', 'Zuidstraat', 'Oostmeetstraat'],
  },
  Torhout: {
    zip: '8820',
    lat: 51.0655,
    lon: 3.1012,
    jl: 0.008,
    jo: 0.012,
    coast: false,
    streets: ['Markt', 'Aartrijkestraat', 'Lichterveldestraat', 'Zuidstraat'],
  },
  Bredene: { zip: '8450', lat: 51.2367, lon: 2.9747, jl: 0.006, jo: 0.01, coast: true, streets: ['Duinenstraat', 'Kapelstraat', 'Driftweg', 'Zegelaan'] },
  'De Haan': {
    zip: '8420',
    lat: 51.2727,
    lon: 3.0345,
    jl: 0.005,
    jo: 0.01,
    coast: true,
    streets: ['Leopoldlaan', 'Koninklijke Baan', 'Zeedijk', 'Wenduinesteenweg'],
  },
  Brugge: {
    zip: '8000',
    lat: 51.2093,
    lon: 3.2247,
    jl: 0.006,
    jo: 0.01,
    coast: false,
    streets: ['Langestraat', 'Smedenstraat', 'Ezelstraat', 'Gistelse Steenweg'],
  },
  Nieuwpoort: { zip: '8620', lat: 51.1297, lon: 2.7517, jl: 0.006, jo: 0.01, coast: true, streets: ['Marktstraat', 'Albert I-laan', 'Kaai', 'Zeedijk'] },
  // The awkward ones.
  Elsene: { zip: '1050', lat: 50.8275, lon: 4.3697, jl: 0.004, jo: 0.006, coast: false, streets: ['Elsensesteenweg'] },
  Namur: { zip: '5000', lat: 50.4669, lon: 4.8675, jl: 0.004, jo: 0.006, coast: false, streets: ['Rue de Fer'] },
  Wiltz: { zip: '9530', country: 50, lat: 49.9661, lon: 5.9322, jl: 0.004, jo: 0.006, coast: false, streets: ['Grand-Rue'] },
};

// Per type: category, wording, and value ranges. Prices in euro; rents per month.
const TYPES = {
  Rijwoning: {
    web: 1,
    kind: 'house',
    low: 'rijwoning',
    beds: [2, 4],
    living: [105, 175],
    ground: [95, 320],
    built: [55, 95],
    facades: [2, 2],
    floors: [2, 3],
    year: [1905, 1998],
    front: [5, 8],
    sale: [185000, 305000],
    rent: [950, 1125],
  },
  'Halfopen woning': {
    web: 1,
    kind: 'house',
    low: 'halfopen woning',
    beds: [3, 4],
    living: [135, 210],
    ground: [280, 650],
    built: [80, 130],
    facades: [3, 3],
    floors: [2, 2],
    year: [1960, 2012],
    front: [8, 12],
    sale: [265000, 395000],
    rent: [1050, 1300],
  },
  'Open bebouwing': {
    web: 1,
    kind: 'house',
    low: 'vrijstaande woning',
    beds: [3, 5],
    living: [160, 260],
    ground: [550, 1400],
    built: [110, 200],
    facades: [4, 4],
    floors: [2, 2],
    year: [1965, 2015],
    front: [12, 20],
    sale: [345000, 560000],
    rent: [1250, 1400],
  },
  Villa: {
    web: 1,
    kind: 'house',
    low: 'villa',
    beds: [4, 5],
    living: [220, 340],
    ground: [900, 2200],
    built: [160, 260],
    facades: [4, 4],
    floors: [2, 2],
    year: [1975, 2018],
    front: [18, 30],
    sale: [495000, 650000],
    rent: [1350, 1400],
  },
  Bungalow: {
    web: 1,
    kind: 'house',
    low: 'bungalow',
    beds: [2, 3],
    living: [110, 170],
    ground: [500, 1100],
    built: [110, 170],
    facades: [4, 4],
    floors: [1, 1],
    year: [1965, 1995],
    front: [14, 22],
    sale: [279000, 420000],
    rent: [1100, 1250],
  },
  'Bel-étage': {
    web: 1,
    kind: 'house',
    low: 'bel-étagewoning',
    beds: [3, 3],
    living: [140, 190],
    ground: [180, 420],
    built: [70, 100],
    facades: [2, 3],
    floors: [2, 2],
    year: [1958, 1985],
    front: [7, 10],
    sale: [219000, 299000],
    rent: [950, 1100],
  },
  'Landelijke woning': {
    web: 1,
    kind: 'house',
    low: 'landelijke woning',
    beds: [3, 5],
    living: [170, 280],
    ground: [900, 3500],
    built: [130, 220],
    facades: [4, 4],
    floors: [2, 2],
    year: [1920, 1995],
    front: [15, 30],
    sale: [379000, 620000],
    rent: [1250, 1400],
  },
  Hoekwoning: {
    web: 1,
    kind: 'house',
    low: 'hoekwoning',
    beds: [3, 4],
    living: [125, 190],
    ground: [150, 420],
    built: [70, 110],
    facades: [3, 3],
    floors: [2, 2],
    year: [1930, 2005],
    front: [7, 11],
    sale: [229000, 339000],
    rent: [1000, 1200],
  },
  Herenwoning: {
    web: 1,
    kind: 'house',
    low: 'herenwoning',
    beds: [4, 6],
    living: [220, 340],
    ground: [180, 420],
    built: [110, 160],
    facades: [2, 2],
    floors: [3, 3],
    year: [1890, 1935],
    front: [7, 10],
    sale: [319000, 465000],
    rent: [1300, 1400],
  },
  Boerderij: {
    web: 1,
    kind: 'house',
    low: 'hoeve',
    beds: [4, 5],
    living: [210, 320],
    ground: [4500, 12000],
    built: [250, 600],
    facades: [4, 4],
    floors: [2, 2],
    year: [1880, 1930],
    front: [20, 40],
    sale: [465000, 645000],
    rent: [1400, 1400],
  },
  Nieuwbouwwoning: {
    web: 1,
    kind: 'house',
    low: 'nieuwbouwwoning',
    beds: [3, 3],
    living: [145, 175],
    ground: [300, 520],
    built: [85, 110],
    facades: [3, 3],
    floors: [2, 2],
    year: [2026, 2026],
    front: [9, 12],
    sale: [335000, 389000],
    rent: [1200, 1300],
  },
  Appartement: {
    web: 2,
    kind: 'apartment',
    low: 'appartement',
    het: true,
    beds: [1, 3],
    living: [62, 125],
    terrace: [4, 24],
    bfloors: [3, 8],
    year: [1962, 2024],
    sale: [165000, 365000],
    rent: [690, 990],
  },
  Duplex: {
    web: 2,
    kind: 'apartment',
    low: 'duplexappartement',
    het: true,
    beds: [2, 3],
    living: [105, 150],
    terrace: [8, 28],
    bfloors: [3, 6],
    year: [1975, 2022],
    sale: [245000, 395000],
    rent: [900, 1050],
  },
  Gelijkvloers: {
    web: 2,
    kind: 'apartment',
    low: 'gelijkvloers appartement',
    het: true,
    beds: [1, 2],
    living: [65, 100],
    terrace: [10, 20],
    bfloors: [2, 4],
    year: [1970, 2023],
    sale: [185000, 310000],
    rent: [750, 925],
  },
  Loft: {
    web: 2,
    kind: 'apartment',
    low: 'loft',
    beds: [1, 2],
    living: [95, 160],
    terrace: [6, 20],
    bfloors: [3, 5],
    year: [1920, 1960],
    sale: [265000, 420000],
    rent: [950, 1100],
  },
  Penthouse: {
    web: 2,
    kind: 'apartment',
    low: 'penthouse',
    beds: [3, 3],
    living: [140, 190],
    terrace: [40, 90],
    bfloors: [8, 12],
    year: [2008, 2022],
    sale: [395000, 450000],
    rent: [1400, 1400],
  },
  Studio: {
    web: 3,
    kind: 'studio',
    low: 'studio',
    beds: [0, 0],
    living: [28, 42],
    terrace: [3, 8],
    bfloors: [3, 9],
    year: [1965, 2015],
    sale: [99000, 165000],
    rent: [650, 720],
  },
  Bouwgrond: { web: 4, kind: 'land', low: 'bouwgrond', ground: [420, 920], front: [12, 24], sale: [95000, 215000] },
  Landbouwgrond: { web: 4, kind: 'land', low: 'landbouwgrond', ground: [8000, 16000], front: [40, 90], sale: [52000, 98000] },
  Opbrengsteigendom: {
    web: 5,
    kind: 'investment',
    low: 'opbrengsteigendom',
    het: true,
    beds: [4, 7],
    living: [260, 450],
    ground: [150, 380],
    built: [120, 200],
    facades: [2, 3],
    floors: [3, 4],
    year: [1930, 1995],
    front: [7, 11],
    sale: [395000, 745000],
  },
  Handelspand: {
    web: 6,
    kind: 'commercial',
    low: 'handelspand',
    het: true,
    beds: [2, 3],
    living: [90, 140],
    store: [80, 260],
    ground: [120, 400],
    built: [100, 260],
    facades: [2, 2],
    floors: [2, 3],
    year: [1925, 1990],
    front: [6, 12],
    sale: [225000, 495000],
    rent: [1250, 1400],
  },
  Winkelruimte: {
    web: 6,
    kind: 'commercial',
    low: 'winkelruimte',
    beds: [0, 0],
    living: [0, 0],
    store: [60, 140],
    ground: [60, 160],
    built: [60, 140],
    facades: [1, 2],
    floors: [1, 1],
    year: [1985, 2015],
    front: [5, 9],
    sale: [165000, 260000],
    rent: [1250, 1400],
  },
  Horecazaak: {
    web: 6,
    kind: 'horeca',
    low: 'horecazaak',
    store: [110, 190],
    facades: [2, 2],
    floors: [2, 2],
    year: [1930, 1975],
    front: [7, 10],
    sale: [85000, 125000],
  },
  Magazijn: {
    web: 8,
    kind: 'industrial',
    low: 'magazijn',
    het: true,
    built: [350, 1400],
    office: [30, 120],
    ground: [900, 3200],
    year: [1985, 2016],
    front: [20, 45],
    sale: [285000, 690000],
  },
  Opslagruimte: {
    web: 8,
    kind: 'industrial',
    low: 'opslagruimte',
    built: [120, 320],
    office: [0, 0],
    ground: [200, 600],
    year: [1975, 2010],
    front: [10, 20],
    sale: [149000, 245000],
  },
  Kantoorruimte: { web: 9, kind: 'office', low: 'kantoorruimte', office: [85, 380], year: [1978, 2020], sale: [189000, 420000], rent: [1150, 1400] },
  Garagebox: { web: 7, kind: 'garage', low: 'garagebox', size: [15, 19], sale: [15000, 35000], rent: [75, 120] },
  Staanplaats: { web: 7, kind: 'garage', low: 'staanplaats', size: [12, 14], sale: [15000, 29000], rent: [75, 100] },
};

const KEEP = '\u0001';
const MARQUEE_NAMES = { 0: null, 1: 'Nieuw', 2: 'Optie', 3: 'Verkocht', 4: 'Verhuurd', 15: 'Prijsdaling' };

// ---------------------------------------------------------------- the plan (exact counts)
const plan = [];
function add(town, goal, type, n = 1, extra = {}) {
  for (let i = 0; i < n; i++) plan.push({ town, goal, type, status: 1, ...extra });
}

// Gistel, for sale: 77 (50 houses, 10 apartments, 1 studio, 6 land, 2 investment, 2 commercial,
// 2 industrial, 1 office, 3 garage); 4 of them sold.
add('Gistel', 0, 'Halfopen woning', 1, {
  tag: 'reference',
  street: 'Zevekotestraat',
  number: '14',
  price: 329000,
  ep: 243,
  year: 1978,
  renov: 2016,
  photos: 9,
  video: 'youtube',
  tour: true,
  recordFile: true,
});
add('Gistel', 0, 'Villa', 1, { tag: 'hiddenPrice', publishPrice: 0, street: 'Brugsesteenweg', tour: true, html: true });
add('Gistel', 0, 'Landelijke woning', 1, { tag: 'hiddenAddress', publishAddress: 0, street: 'Moerdijkvaart', floodP: 'C', floodG: 'B' });
add('Gistel', 0, 'Rijwoning', 1, { tag: 'noPhotos', photos: 0, recordFile: false, docs: false, street: 'Kerkstraat' });
add('Gistel', 0, 'Rijwoning', 1, { tag: 'sold', status: 2 });
add('Gistel', 0, 'Halfopen woning', 1, { tag: 'sold', status: 2 });
add('Gistel', 0, 'Bungalow', 1, { tag: 'sold', status: 2 });
add('Gistel', 0, 'Nieuwbouwwoning', 1, { newBuild: true, label: 'A+', street: 'Sportpleinstraat', html: true });
add('Gistel', 0, 'Nieuwbouwwoning', 1, { newBuild: true, label: 'A', street: 'Sportpleinstraat' });
add('Gistel', 0, 'Open bebouwing', 1, { marquee: 15 });
add('Gistel', 0, 'Rijwoning', 10);
add('Gistel', 0, 'Halfopen woning', 8);
add('Gistel', 0, 'Open bebouwing', 6);
add('Gistel', 0, 'Villa', 3);
add('Gistel', 0, 'Bungalow', 3);
add('Gistel', 0, 'Bel-étage', 3);
add('Gistel', 0, 'Landelijke woning', 2);
add('Gistel', 0, 'Hoekwoning', 3);
add('Gistel', 0, 'Herenwoning', 1, { street: 'Markt' });
add('Gistel', 0, 'Boerderij', 1, { street: 'Zevekotestraat' });
add('Gistel', 0, 'Appartement', 6);
add('Gistel', 0, 'Duplex', 2);
add('Gistel', 0, 'Gelijkvloers', 1);
add('Gistel', 0, 'Loft', 1, { street: 'Stationsstraat' });
add('Gistel', 0, 'Studio', 1);
add('Gistel', 0, 'Bouwgrond', 4);
add('Gistel', 0, 'Bouwgrond', 1, { tag: 'sold', status: 2 });
add('Gistel', 0, 'Landbouwgrond', 1, { street: 'Moerdijkvaart' });
add('Gistel', 0, 'Opbrengsteigendom', 1);
add('Gistel', 0, 'Opbrengsteigendom', 1, { webIDs: '5,6', withShop: true, street: 'Stationsstraat', html: true });
add('Gistel', 0, 'Handelspand', 1, { webIDs: '6,1', street: 'Markt', publishPrice: 0, tag: 'hiddenPrice' });
add('Gistel', 0, 'Winkelruimte', 1, { street: 'Kerkstraat' });
add('Gistel', 0, 'Magazijn', 1, { street: 'Oostendestraat' });
add('Gistel', 0, 'Opslagruimte', 1);
add('Gistel', 0, 'Kantoorruimte', 1, { street: 'Stationsstraat' });
add('Gistel', 0, 'Garagebox', 2);
add('Gistel', 0, 'Staanplaats', 1);

// Gistel, for rent: 15 (5 houses, 7 apartments, 1 studio, 1 garage, 1 commercial); 1 rented.
add('Gistel', 1, 'Rijwoning', 2);
add('Gistel', 1, 'Halfopen woning', 1);
add('Gistel', 1, 'Hoekwoning', 1);
add('Gistel', 1, 'Bel-étage', 1, { html: true });
add('Gistel', 1, 'Appartement', 1, { tag: 'rented', status: 4 });
add('Gistel', 1, 'Appartement', 4);
add('Gistel', 1, 'Duplex', 1);
add('Gistel', 1, 'Gelijkvloers', 1);
add('Gistel', 1, 'Studio', 1);
add('Gistel', 1, 'Garagebox', 1);
add('Gistel', 1, 'Handelspand', 1, { street: 'Kerkstraat' });

// Oostende: 26 = 19 for sale, 6 for rent, 1 takeover.
add('Oostende', 2, 'Horecazaak', 1, { tag: 'takeover', street: 'Kapellestraat', html: true, video: 'vimeo' });
add('Oostende', 1, 'Appartement', 3);
add('Oostende', 1, 'Studio', 1);
add('Oostende', 1, 'Kantoorruimte', 1, { street: 'Leopold II-laan' });
add('Oostende', 1, 'Staanplaats', 1);
add('Oostende', 0, 'Appartement', 1, {
  tag: 'vanaf',
  priceUnit: 7,
  newBuild: true,
  label: 'A',
  webIDs: '2,3',
  street: 'Nieuwpoortsesteenweg',
  price: 289000,
  html: true,
  video: 'youtube',
  tour: true,
  recordFile: true,
  bfloors: 6,
  floorLevel: 1,
});
add('Oostende', 0, 'Appartement', 1, { tag: 'viager', viager: { age1: 79, age2: 82, type: 'Bezette lijfrente', annuity: 1150 }, price: 85000 });
add('Oostende', 0, 'Appartement', 1, { tag: 'sold', status: 2 });
add('Oostende', 0, 'Appartement', 4);
add('Oostende', 0, 'Penthouse', 1, { tag: 'hiddenAddress', publishAddress: 0, street: 'Zeedijk', tour: true });
add('Oostende', 0, 'Duplex', 1, { marquee: 2 });
add('Oostende', 0, 'Gelijkvloers', 1);
add('Oostende', 0, 'Loft', 1);
add('Oostende', 0, 'Studio', 2);
add('Oostende', 0, 'Herenwoning', 1, { street: 'Van Iseghemlaan', html: true });
add('Oostende', 0, 'Rijwoning', 1);
add('Oostende', 0, 'Bel-étage', 1);
add('Oostende', 0, 'Opbrengsteigendom', 1, { street: 'Torhoutsesteenweg' });
add('Oostende', 0, 'Handelspand', 1, { street: 'Adolf Buylstraat' });
add('Oostende', 0, 'Garagebox', 1);

// Nearby towns, 32 listings, all for sale (Goal 0).
add('Middelkerke', 0, 'Appartement', 1, { street: 'Zeedijk' });
add('Middelkerke', 0, 'Penthouse', 1);
add('Middelkerke', 0, 'Villa', 1);
add('Middelkerke', 0, 'Garagebox', 1);
add('Ichtegem', 0, 'Open bebouwing', 1);
add('Ichtegem', 0, 'Halfopen woning', 1);
add('Ichtegem', 0, 'Bouwgrond', 1);
add('Oudenburg', 0, 'Rijwoning', 1);
add('Oudenburg', 0, 'Landelijke woning', 1);
add('Oudenburg', 0, 'Magazijn', 1);
add('Jabbeke', 0, 'Landelijke woning', 1);
add('Jabbeke', 0, 'Bouwgrond', 1);
add('Jabbeke', 0, 'Kantoorruimte', 1);
add('Koekelare', 0, 'Boerderij', 1, { floodP: 'D', floodG: 'C', html: true });
add('Koekelare', 0, 'Rijwoning', 1);
add('Koekelare', 0, 'Bouwgrond', 1);
add('Torhout', 0, 'Herenwoning', 1);
add('Torhout', 0, 'Appartement', 1);
add('Torhout', 0, 'Handelspand', 1, { street: 'Markt' });
add('Bredene', 0, 'Appartement', 1);
add('Bredene', 0, 'Duplex', 1);
add('Bredene', 0, 'Bungalow', 1);
add('De Haan', 0, 'Villa', 1, {
  tag: 'viager',
  viager: { age1: 84, age2: null, type: 'Vrije lijfrente', annuity: 1650 },
  price: 145000,
  street: 'Koninklijke Baan',
});
add('De Haan', 0, 'Appartement', 1, { street: 'Zeedijk' });
add('De Haan', 0, 'Studio', 1);
add('Brugge', 0, 'Rijwoning', 1);
add('Brugge', 0, 'Opbrengsteigendom', 1);
add('Nieuwpoort', 0, 'Appartement', 1, { street: 'Kaai' });
add('Nieuwpoort', 0, 'Rijwoning', 1);
add('Elsene', 0, 'Appartement', 1, { tag: 'brussels', number: '212', box: '3B', ep: 142, year: 1932 });
add('Namur', 0, 'Herenwoning', 1, { tag: 'wallonia', number: '45', ep: 298, year: 1908 });
add('Wiltz', 0, 'Open bebouwing', 1, { tag: 'luxembourg', number: '27', year: 1998 });

// ---------------------------------------------------------------- helpers
const pad = (n, w = 2) => String(n).padStart(w, '0');
const fmtInt = (n) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const eur = (n) => `€ ${fmtInt(n)}`;
const m2 = (n) => `${fmtInt(n)} m²`;
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const NUM = ['geen', 'één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht'];
const ORD = ['gelijkvloers', 'eerste', 'tweede', 'derde', 'vierde', 'vijfde', 'zesde', 'zevende', 'achtste', 'negende', 'tiende', 'elfde', 'twaalfde'];
const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');
const round = (x, step) => Math.round(x / step) * step;
const clamp = (x, a, b) => Math.max(a, Math.min(b, x));

const REGION_CODES = { flanders: 'VL', brussels: 'BXL', wallonia: 'WAL' };
function regionOf(zip, countryId) {
  return REGION_CODES[regionFromPostcode(zip, countryId)] ?? 'LU';
}

// EPC scales of docs/architecture/energy-labels.md. Boundary values are never generated (the spec's ranges
// overlap at the edges), so every value maps to exactly one class.
const FLEMISH_RANGES = { 'A+': [-45, -3], A: [12, 97], B: [104, 196], C: [204, 296], D: [304, 396], E: [404, 496], F: [506, 790] };
const REGION_NAMES = { VL: 'flanders', BXL: 'brussels', WAL: 'wallonia' };
const labelOn = (region) => (v) => epcDisplayText(epcClassFromValue(v, REGION_NAMES[region]));
const flemishLabel = labelOn('VL');
const brusselsLabel = labelOn('BXL');
const walloonLabel = labelOn('WAL');

const WORDS_HEATING = {
  Gas: 'centrale verwarming op aardgas',
  Stookolie: 'centrale verwarming op stookolie',
  Warmtepomp: 'een warmtepomp met vloerverwarming',
  Elektrisch: 'elektrische verwarming',
  Pellets: 'een pelletketel',
};

// ---------------------------------------------------------------- dates and IDs (master stream)
const master = makeRng(SEED);
const DAY = 86400000;
const usedStamps = new Set();
function drawStamp(fromDay, toDay) {
  // fromDay/toDay: day offsets from 2026-01-01
  for (;;) {
    const day = master.int(fromDay, toDay);
    const ms = Date.UTC(2026, 0, 1) + day * DAY + master.int(8, 18) * 3600000 + master.int(0, 59) * 60000;
    if (!usedStamps.has(ms)) {
      usedStamps.add(ms);
      return ms;
    }
  }
}
const OCT1 = Date.UTC(2026, 9, 1, 8, 0);
const OCT31 = Date.UTC(2026, 9, 31, 18, 0);
plan.forEach((p, i) => {
  p.key = `${p.town}|${p.goal}|${p.type}|${i}`;
  if (p.status === 2) p.created = drawStamp(4, 150);
  else if (p.status === 4) p.created = drawStamp(31, 170);
  else p.created = drawStamp(4, 301); // up to 29 October
});
const byCreated = plan.slice().sort((a, b) => a.created - b.created);
let nextId = 4512001;
for (const p of byCreated) {
  p.id = nextId;
  nextId += master.int(1, 4);
  const lo = Math.max(p.created + 3600000, OCT1);
  p.modified = lo + Math.floor(master.f() * ((OCT31 - lo) / 60000)) * 60000;
}
let nextPicId;

// ---------------------------------------------------------------- listing builder
let usedAddresses;

function buildListing(p) {
  const r = makeRng(hashStr(`${SEED}|${p.key}`));
  const T = TYPES[p.type];
  const town = TOWNS[p.town];
  const countryId = town.country ?? 10;
  const region = regionOf(town.zip, countryId);
  const kind = T.kind;
  const goal = p.goal;
  const isRent = goal === 1;
  const building = !['land', 'garage'].includes(kind);
  const flemish = region === 'VL';

  // --- address
  let street = p.street ?? r.pick(town.streets);
  let number = p.number;
  if (!number) {
    do {
      number = String(street.includes('steenweg') || street.includes('laan') ? r.int(2, 290) : r.int(1, 140));
      if (r.chance(0.08)) number += r.pick(['A', 'B']);
    } while (usedAddresses.has(`${p.town}|${street}|${number}`) && kind !== 'apartment' && kind !== 'studio');
  }
  usedAddresses.add(`${p.town}|${street}|${number}`);
  let box = p.box ?? null;
  if (!box && (kind === 'apartment' || kind === 'studio' || (kind === 'garage' && p.type === 'Staanplaats'))) {
    const fl = p.floorLevel ?? (p.type === 'Gelijkvloers' ? 0 : r.int(1, 4));
    box = r.pick([`${fl}.${r.int(1, 4)}`, `0${fl}0${r.int(1, 4)}`, `${fl}${String.fromCharCode(65 + r.int(0, 3))}`, `bus ${fl * 10 + r.int(1, 4)}`, null]);
    if (p.type === 'Staanplaats') box = `P${r.int(1, 60)}`;
  }
  const publishAddress = p.publishAddress ?? 1;
  const publishPrice = p.publishPrice ?? 1;
  const lat = +(town.lat + (r.f() * 2 - 1) * town.jl).toFixed(6);
  const lon = +(town.lon + (r.f() * 2 - 1) * town.jo).toFixed(6);

  // --- rooms and surfaces
  const L = {};
  const rng = (a) => (a ? r.int(a[0], a[1]) : null);
  let year = p.year ?? (T.year ? rng(T.year) : null);
  let renov = p.renov ?? null;
  if (renov === null && building && year && year < 2000 && !p.newBuild && r.chance(0.38)) renov = r.int(Math.max(year + 15, 1998), 2025);
  if (kind === 'land' || kind === 'garage') year = null;

  L.beds = L.baths = L.showers = L.toilets = L.garages = L.parkings = L.floors = L.facades = null;
  L.total = L.living = L.ground = L.terrace = L.garden = L.built = L.office = L.store = L.plotW = L.frontW = null;
  let floorLevel = null;
  let bfloors = null;
  if (kind === 'house') {
    L.beds = rng(T.beds);
    L.baths = L.beds >= 4 ? r.int(1, 2) : 1;
    L.showers = r.int(0, 2);
    L.toilets = r.int(1, L.beds >= 4 ? 3 : 2);
    L.garages =
      p.type === 'Rijwoning'
        ? r.chance(0.25)
          ? 1
          : 0
        : r.weighted([
            [0, 2],
            [1, 5],
            [2, 2],
          ]);
    L.parkings = p.type === 'Rijwoning' || p.type === 'Herenwoning' ? 0 : r.int(1, 4);
    L.floors = rng(T.floors);
    L.facades = rng(T.facades);
    L.living = rng(T.living);
    L.ground = rng(T.ground);
    L.built = Math.min(rng(T.built), L.ground - 20);
    L.terrace = r.int(10, 45);
    L.garden = Math.max(0, L.ground - L.built - L.terrace - r.int(10, 60));
    if (L.garden < 15) L.garden = null;
    L.total = L.ground;
    L.frontW = rng(T.front);
    L.plotW = L.facades === 2 ? L.frontW : L.frontW + r.int(3, 12);
  } else if (kind === 'apartment' || kind === 'studio') {
    L.beds = rng(T.beds);
    L.baths = kind === 'studio' ? 0 : L.beds >= 3 ? 2 : 1;
    L.showers = kind === 'studio' ? 1 : r.int(0, 1);
    L.toilets = L.beds >= 2 ? r.int(1, 2) : 1;
    L.garages =
      kind === 'studio'
        ? 0
        : r.weighted([
            [0, 5],
            [1, 4],
          ]);
    L.parkings =
      kind === 'studio'
        ? 0
        : r.weighted([
            [0, 6],
            [1, 3],
          ]);
    bfloors = p.bfloors ?? (town.coast && street === 'Zeedijk' ? r.int(8, 12) : rng(T.bfloors));
    L.floors = bfloors;
    floorLevel = p.floorLevel ?? (p.type === 'Gelijkvloers' ? 0 : p.type === 'Penthouse' ? bfloors : r.int(1, bfloors));
    L.facades = r.int(1, 3);
    L.living = rng(T.living);
    L.terrace = rng(T.terrace);
    L.garden = p.type === 'Gelijkvloers' ? r.int(25, 90) : null;
    L.total = L.living + Math.round(L.living * 0.12) + (L.terrace ?? 0);
  } else if (kind === 'land') {
    L.ground = rng(T.ground);
    L.total = L.ground;
    L.plotW = rng(T.front);
    L.frontW = L.plotW;
  } else if (kind === 'investment') {
    L.beds = rng(T.beds);
    L.baths = r.int(3, 4);
    L.showers = r.int(0, 2);
    L.toilets = L.baths + r.int(0, 1);
    L.garages = r.int(0, 2);
    L.parkings = 0;
    L.floors = rng(T.floors);
    L.facades = rng(T.facades);
    L.living = rng(T.living);
    L.ground = rng(T.ground);
    L.built = Math.min(rng(T.built), L.ground - 20);
    L.store = p.withShop ? r.int(70, 140) : null;
    L.total = L.living + (L.store ?? 0);
    L.frontW = rng(T.front);
    L.plotW = L.frontW;
  } else if (kind === 'commercial' || kind === 'horeca') {
    L.store = rng(T.store);
    L.floors = rng(T.floors);
    L.facades = rng(T.facades);
    L.toilets = r.int(1, 2);
    if (kind === 'horeca') L.toilets = 3;
    if (T.beds && T.beds[1] > 0) {
      L.beds = rng(T.beds);
      L.baths = 1;
      L.living = rng(T.living);
    }
    if (kind === 'horeca') {
      L.beds = 2;
      L.baths = 1;
      L.living = r.int(80, 110);
      L.terrace = r.int(30, 60);
    }
    L.ground = T.ground ? rng(T.ground) : r.int(140, 260);
    L.built = Math.min(T.built ? rng(T.built) : L.store + 40, L.ground);
    L.total = L.store + (L.living ?? 0);
    L.frontW = rng(T.front);
    L.plotW = L.frontW;
    L.parkings = 0;
    L.garages = 0;
  } else if (kind === 'industrial') {
    L.built = rng(T.built);
    L.office = T.office[1] ? rng(T.office) : null;
    L.ground = Math.max(rng(T.ground), L.built + 150);
    L.total = L.built + (L.office ?? 0);
    L.toilets = L.office ? 2 : 1;
    L.parkings = r.int(2, 12);
    L.floors = 1;
    L.facades = r.int(2, 4);
    L.frontW = rng(T.front);
    L.plotW = L.frontW;
  } else if (kind === 'office') {
    L.office = rng(T.office);
    L.total = L.office;
    L.toilets = r.int(1, 3);
    L.parkings = r.int(1, 6);
    bfloors = r.int(2, 4);
    floorLevel = r.int(0, bfloors - 1);
    L.floors = bfloors;
  } else if (kind === 'garage') {
    L.total = rng(T.size);
    if (p.type === 'Garagebox') L.garages = 1;
    else L.parkings = 1;
  }

  // --- EPC
  let ep = null;
  let label = null;
  let epcCode = null;
  if (building && region !== 'LU') {
    if (p.ep !== undefined) ep = p.ep;
    else {
      let l = p.label;
      if (!l) {
        const eff = renov ? Math.max(year, renov - 12) : year;
        if (p.newBuild || eff >= 2021) l = r.pick(['A+', 'A', 'A']);
        else if (eff >= 2010) l = r.pick(['A', 'A', 'B']);
        else if (eff >= 1998) l = r.pick(['A', 'B', 'B', 'C']);
        else if (eff >= 1980) l = r.pick(['B', 'C', 'C', 'D']);
        else if (eff >= 1955) l = r.pick(['B', 'C', 'D', 'D', 'E', 'F']);
        else l = r.pick(['C', 'D', 'E', 'E', 'F', 'F']);
      }
      ep = rng(FLEMISH_RANGES[l]);
    }
    label = region === 'VL' ? flemishLabel(ep) : region === 'BXL' ? brusselsLabel(ep) : walloonLabel(ep);
    const d = new Date(p.created - r.int(20, 1800) * DAY);
    const ymd = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
    if (region === 'VL')
      epcCode = `${ymd}-${pad(r.int(1000000, 3999999), 10)}-RES-${r.weighted([
        [1, 9],
        [2, 1],
      ])}`;
    else if (region === 'BXL') epcCode = `${ymd}-${pad(r.int(300000, 799999), 10)}`;
    else epcCode = `${ymd}${pad(r.int(1, 99999), 6)}`;
  }
  // Flemish-scale class for the equipment choices below, whatever the region.
  const flClass = ep === null ? null : flemishLabel(ep);

  // --- equipment
  const E = { heating: null, glazing: null, frame: null, kitchen: null, floor: null, roof: null, orient: null, co2: null };
  const ORIENTS = ['Zuid', 'Zuidwest', 'West', 'Noordwest', 'Noord', 'Noordoost', 'Oost', 'Zuidoost'];
  if (building) {
    const good = ['A+', 'A'].includes(flClass ?? 'C');
    E.heating = good
      ? 'Warmtepomp'
      : flClass === 'B'
        ? r.pick(['Gas', 'Warmtepomp', 'Gas'])
        : ['C', 'D'].includes(flClass ?? 'C')
          ? r.pick(['Gas', 'Gas', 'Gas', 'Stookolie'])
          : r.pick(['Stookolie', 'Stookolie', 'Elektrisch', 'Gas']);
    if (kind === 'studio' && !good && r.chance(0.5)) E.heating = 'Elektrisch';
    if (p.type === 'Boerderij' && r.chance(0.5)) E.heating = 'Pellets';
    E.glazing = good
      ? r.pick(['Driedubbel glas', 'Hoogrendementsglas'])
      : ['B', 'C'].includes(flClass ?? 'C')
        ? 'Hoogrendementsglas'
        : flClass === 'F'
          ? r.pick(['Enkel glas', 'Dubbel glas'])
          : 'Dubbel glas';
    E.frame = flClass === 'F' && r.chance(0.6) ? 'Hout' : r.pick(['PVC', 'PVC', 'Aluminium', 'Hout']);
    if (['house', 'apartment', 'studio', 'investment'].includes(kind) || L.living) {
      E.kitchen =
        kind === 'studio'
          ? 'Kitchenette'
          : r.pick(['Ingerichte keuken', 'Open keuken', 'Half ingerichte keuken', 'Volledig ingerichte keuken', 'Eilandkeuken', 'Gesloten keuken']);
      E.floor = r.pick(['Tegels', 'Parket', 'Laminaat', 'Gietvloer', 'Vinyl', 'Natuursteen']);
    } else if (kind === 'office') {
      E.floor = r.pick(['Tapijt', 'Vinyl', 'Tegels']);
    } else {
      E.floor = r.pick(['Betonvloer', 'Tegels']);
    }
    if (kind === 'industrial') E.roof = r.pick(['Sandwichpanelen', 'Plat dak (roofing)']);
    else if (kind === 'house' || kind === 'investment' || kind === 'commercial' || kind === 'horeca')
      E.roof = r.pick(['Hellend dak (pannen)', 'Hellend dak (leien)', 'Plat dak (EPDM)', 'Zadeldak']);
    if (p.type === 'Bungalow') E.roof = r.pick(['Hellend dak (pannen)', 'Plat dak (EPDM)']);
    E.orient = kind === 'industrial' ? null : r.pick(ORIENTS);
    if (ep !== null) {
      const f = { Warmtepomp: 0.05, Elektrisch: 0.09, Gas: 0.2, Stookolie: 0.27, Pellets: 0.03 }[E.heating];
      E.co2 = Math.max(0, Math.round(ep * f));
    }
  } else if (kind === 'land') {
    E.orient = r.pick(ORIENTS);
  }

  // --- Flemish advert obligations (docs/architecture/listing-page.md)
  const F = { p: null, g: null, sens: null, asb: null, permit: null, dest: null, summons: null, preempt: null, subdiv: null };
  if (flemish) {
    const score = () =>
      r.weighted([
        ['A', 70],
        ['B', 18],
        ['C', 9],
        ['D', 3],
      ]);
    F.p = p.floodP ?? score();
    F.g = kind === 'land' ? null : (p.floodG ?? (F.p === 'A' ? 'A' : r.pick(['A', F.p])));
    F.sens = ['C', 'D'].includes(F.p) || ['C', 'D'].includes(F.g ?? 'A');
    if (building && kind !== 'garage') {
      if (year && year < 2001) F.asb = isRent ? (r.chance(0.5) ? true : null) : r.chance(0.93);
    }
    if (!isRent) {
      F.permit = kind === 'land' ? r.pick(['Gvg', 'Gvg', 'Vg']) : year && year < 1962 && r.chance(0.3) ? 'Gvg' : 'Vg';
      if (kind === 'industrial') F.dest = r.pick(['Industriegebied', "Gebied voor ambachtelijke bedrijven en kmo's"]);
      else if (p.type === 'Landbouwgrond') F.dest = 'Agrarisch gebied';
      else if (p.type === 'Boerderij' || p.type === 'Landelijke woning') F.dest = r.pick(['Agrarisch gebied', 'Woongebied met landelijk karakter']);
      else
        F.dest = r.weighted([
          ['Woongebied', 8],
          ['Woongebied met landelijk karakter', 1],
        ]);
      F.summons = r.weighted([
        [null, 90],
        ['Gmo', 8],
        ['Dv', 2],
      ]);
      F.preempt = r.weighted([
        ['Gvkr', 9],
        ['Vkr', 1],
      ]);
      F.subdiv =
        p.type === 'Bouwgrond' || p.newBuild || (year && year > 1975 && ['Halfopen woning', 'Open bebouwing', 'Villa'].includes(p.type) && r.chance(0.5))
          ? 'Vv'
          : 'Gvv';
    }
  }

  // --- price
  let price = p.price ?? null;
  if (price === null) {
    const range = isRent ? T.rent : T.sale;
    const t = L.living && T.living && T.living[1] > T.living[0] ? (L.living - T.living[0]) / (T.living[1] - T.living[0]) : r.f();
    let x = range[0] + (range[1] - range[0]) * (0.55 * t + 0.45 * r.f());
    if (['A+', 'A'].includes(flClass)) x *= 1.04;
    if (['E', 'F'].includes(flClass)) x *= 0.93;
    if (p.town === 'Brugge' || p.town === 'De Haan') x *= 1.12;
    if (isRent) price = clamp(round(x, kind === 'garage' ? 5 : 25), range[0], range[1]);
    else if (kind === 'garage') price = clamp(round(x, 500), range[0], range[1]);
    else {
      price = round(x, 5000);
      if (r.chance(0.5)) price -= 1000;
      price = clamp(price, range[0], range[1]);
    }
  }
  const priceUnit = p.priceUnit ?? 0;
  const priceUnitText = priceUnit === 7 ? 'vanaf' : isRent ? '/maand' : null;

  // --- costs
  const C = { charges: null, notary: null, reg: null, vat: null, total: null, deposit: null, agency: null, inventory: null };
  if (isRent) {
    C.charges =
      kind === 'apartment' ? round(r.int(45, 150), 5) : kind === 'studio' ? round(r.int(35, 70), 5) : kind === 'office' ? round(r.int(60, 120), 5) : 0;
    C.deposit = price * 3;
    C.inventory = kind === 'garage' ? null : r.pick([150, 175, 200, 225, 250]);
  } else if (goal === 0 && region !== 'LU') {
    C.notary = round(1100 + price * 0.0085, 10);
    const residential = ['house', 'apartment', 'studio'].includes(kind) || p.type === 'Bouwgrond';
    const rate = region === 'VL' ? (residential ? 0.02 : 0.12) : 0.125;
    if (p.newBuild) {
      const landShare = kind === 'apartment' ? 0.15 : 0.3;
      C.vat = Math.round(price * (1 - landShare) * 0.21);
      C.reg = Math.round(price * landShare * rate);
    } else {
      C.reg = Math.round(price * rate);
    }
    C.total = C.notary + C.reg + (C.vat ?? 0);
  }

  // --- viager
  const V = p.viager ?? null;

  // --- status / marquee
  let marquee = 0;
  if (p.status === 2) marquee = 3;
  else if (p.status === 4) marquee = 4;
  else if (p.marquee !== undefined) marquee = p.marquee;
  else if (p.created >= Date.UTC(2026, 8, 25) && r.chance(0.8)) marquee = 1;
  else
    marquee = r.weighted([
      [0, 84],
      [2, 7],
      [15, 9],
    ]);

  const ctx = {
    p,
    r,
    T,
    town: p.town,
    townData: town,
    region,
    kind,
    goal,
    isRent,
    street,
    number,
    publishAddress,
    price,
    L,
    E,
    F,
    C,
    V,
    ep,
    label,
    year,
    renov,
    floorLevel,
    bfloors,
    flClass,
  };
  const text = describe(ctx);

  return {
    p,
    r,
    T,
    town,
    countryId,
    region,
    kind,
    street,
    number,
    box,
    publishAddress,
    publishPrice,
    lat,
    lon,
    L,
    E,
    F,
    C,
    V,
    ep,
    label,
    epcCode,
    year,
    renov,
    price,
    priceUnit,
    priceUnitText,
    marquee,
    text,
    building,
    floorLevel,
  };
}

// ---------------------------------------------------------------- figures portals show
// Condition, lift, floor, cadastral income, furnished, pets and move-in (Omnicasa ConditionID, HasLift,
// Floor, CadastralIncome, HasFurnished, PetsAllowed, FreeAvailable + FreeAvailableDate). Their own
// stream per listing, so adding them changed no other value of the snapshot. Like a real feed, about
// one listing in eight leaves them empty.
const CONDITION = { used: 1, new: 2, toBuild: 3, toRenovate: 4, renovated: 5, toRestore: 6, toDemolish: 8, toRefresh: 9 };
const FREE = { atDeed: 1, afterWorks: 2, byAgreement: 3, immediately: 5, atDate: 7 };
const MOVE_IN_DATES = ['2026-12-01', '2027-01-01', '2027-01-15', '2027-02-01', '2027-03-01'];

function figures(p, b) {
  const r = makeRng(hashStr(`${SEED}|figures|${p.key}`));
  const none = { floor: null, lift: null, condition: null, ki: null, furnished: null, pets: null, free: null, freeDate: null };
  if (p.figures === false || r.chance(0.12)) return none;
  const flat = b.kind === 'apartment' || b.kind === 'studio';
  const out = { ...none };
  if (flat && b.floorLevel !== null && b.floorLevel !== undefined) {
    out.floor = b.floorLevel;
    // Lifts are the rule from the third floor, common lower down, rarer on the ground floor.
    out.lift = r.chance(0.1) ? null : b.floorLevel >= 3 ? r.chance(0.95) : r.chance(b.floorLevel === 0 ? 0.4 : 0.7);
  }
  if (b.building) {
    const year = b.year ?? 0;
    if (p.type === 'Nieuwbouwwoning' || year >= 2025) out.condition = r.pick([CONDITION.new, CONDITION.new, CONDITION.toBuild]);
    else if (year >= 2022) out.condition = CONDITION.new;
    else if (b.renov) out.condition = CONDITION.renovated;
    else if (year && year < 1960) out.condition = r.pick([CONDITION.toRenovate, CONDITION.toRenovate, CONDITION.toRestore, CONDITION.toRefresh]);
    else if (year && year < 1985) out.condition = r.pick([CONDITION.used, CONDITION.toRefresh, CONDITION.toRenovate]);
    else out.condition = CONDITION.used;
  }
  // The cadastral income (KI), a sale's figure: a few hundred to a few thousand euro a year.
  if (p.goal !== 1 && r.chance(0.9)) {
    if (b.kind === 'land') out.ki = Math.round((b.L.ground ?? 500) * 0.05) + r.int(10, 60);
    else if (b.kind === 'garage') out.ki = r.int(60, 180);
    else out.ki = Math.round(((b.L.living || 100) * (5.5 + r.f() * 4)) / 5) * 5;
  }
  if (p.goal === 1 && b.building) {
    out.furnished = b.kind === 'studio' ? true : r.chance(0.15);
    out.pets = r.pick([true, false, false, null]);
  }
  if (r.chance(0.9)) {
    if (p.goal === 1) {
      if (r.chance(0.55)) {
        out.free = FREE.atDate;
        out.freeDate = r.pick(MOVE_IN_DATES);
      } else out.free = FREE.immediately;
    } else if (out.condition === CONDITION.toBuild) out.free = FREE.afterWorks;
    else out.free = p.status !== 1 ? FREE.atDeed : r.pick([FREE.atDeed, FREE.atDeed, FREE.atDeed, FREE.byAgreement, FREE.byAgreement, FREE.immediately]);
  }
  return out;
}

// ---------------------------------------------------------------- Dutch copy
const TOWN_LINES = {
  Gistel: [
    'Gistel ligt centraal tussen Oostende, Brugge en Torhout en is vlot bereikbaar via de N33 en de E40.',
    'Scholen, winkels, de bakker en de wekelijkse markt in Gistel liggen op wandel- of fietsafstand.',
    'De ligging in de groene polders, op enkele minuten van de kust, maakt Gistel tot een rustige maar centrale uitvalsbasis.',
    'Op fietsafstand van de Abdij Ten Putte en het centrum van Gistel, met bushaltes richting Oostende om de hoek.',
  ],
  Oostende: [
    'Het strand, de Zeedijk en het winkelcentrum van Oostende liggen op wandelafstand.',
    'Het station van Oostende en de halte van de Kusttram zijn vlakbij, net als de jachthaven.',
    'Wonen in Oostende betekent alle voorzieningen van een stad, met de zee en het Maria Hendrikapark om de hoek.',
  ],
  Middelkerke: ['Middelkerke is een gezellige badplaats met een autovrije Zeedijk en alle winkels binnen handbereik.'],
  Ichtegem: ['Ichtegem biedt landelijke rust, op een kwartiertje van Brugge en de kust.'],
  Oudenburg: ['Oudenburg, het kleinste stadje van West-Vlaanderen, ligt vlak bij de E40 en op tien minuten van Oostende.'],
  Jabbeke: ['Jabbeke ligt aan de E40 en de A10: ideaal voor wie pendelt richting Brugge of Gent.'],
  Koekelare: ['Koekelare is een rustige landelijke gemeente met een gezellige markt, op een kwartier van de kust.'],
  Torhout: ['Torhout heeft een levendig centrum met winkels, scholen, een station en het AZ-ziekenhuis.'],
  Bredene: ['Bredene is de enige badplaats zonder dijk: duinen, strand en het centrum van Oostende liggen op een boogscheut.'],
  'De Haan': ["De Haan is een charmante badplaats met belle-époquevilla's, de Concessie en een breed strand."],
  Brugge: ['Vanuit deze ligging in Brugge bereik je de historische binnenstad en het station op enkele minuten fietsen.'],
  Nieuwpoort: ['Nieuwpoort combineert een grote jachthaven met een breed strand en een gezellig stadscentrum.'],
  Elsene: ['Elsene ligt in het hart van Brussel, vlak bij de Louizalaan, het Flageyplein en de vijvers van Elsene.'],
  Namur: ['Namen, hoofdstad van Wallonië, biedt een levendig centrum aan de samenvloeiing van Samber en Maas.'],
  Wiltz: ['Wiltz ligt in het groene noorden van het Groothertogdom Luxemburg, op een halfuur van de Belgische grens.'],
};

function describe(c) {
  const { r, p, T, L, E, F, C, V, kind, isRent } = c;
  const het = !!T.het;
  const dem = het ? 'dit' : 'deze';
  const low = T.low;
  const adjI = (de, hetForm) => (het ? hetForm : de);
  const s = (n, one, many) => (n === 1 ? one : many);
  const addr = c.publishAddress === 1;
  const prep = /^(Zeedijk|Markt|Kaai|Grand-Rue|Rue de Fer)$/.test(c.street) ? 'aan de' : /(steenweg|laan|vaart|Baan)$/.test(c.street) ? 'langs de' : 'in de';
  const loc = addr
    ? `gelegen ${prep} ${c.street} in ${c.town}`
    : r.pick([`gelegen in ${c.town}`, `in een rustige omgeving in ${c.town}`, `op een discrete locatie in ${c.town}`]);
  const orientL = `${(E.orient ?? 'Zuid').toLowerCase()}en`; // 'op het zuidwesten'
  const bedsW = NUM[L.beds ?? 0] ?? String(L.beds);
  const seaView = c.townData.coast && c.street === 'Zeedijk';
  const avail = r.pick(['onmiddellijk', '1 december 2026', '15 december 2026', '1 januari 2027', '1 februari 2027']);
  const availS = avail === 'onmiddellijk' ? 'Onmiddellijk beschikbaar.' : `Beschikbaar vanaf ${avail}.`;
  const eLabel = c.label;
  const floorPhrase = c.floorLevel === 0 ? 'op het gelijkvloers' : c.floorLevel ? `op de ${ORD[c.floorLevel]} verdieping` : '';
  const kitchenL = (E.kitchen ?? 'ingerichte keuken').toLowerCase();

  const opening = [];
  const body = [];
  const bullets = [];
  let title;
  let short;
  const dwelling = ['house', 'apartment', 'studio'].includes(kind);
  const closeSale = p.newBuild
    ? ['Neem gerust contact op met ons kantoor voor meer informatie.', 'Interesse? Maak een afspraak in onze toonzaal.']
    : kind === 'horeca'
      ? ['Overname in overleg met de huidige uitbaters.']
      : V
        ? ['Bezoek uitsluitend op afspraak, met respect voor de bewoners.', 'Meer uitleg over de lijfrenteformule krijgt u op ons kantoor.']
        : [
            'Vrij bij akte.',
            'Bezoek uitsluitend op afspraak.',
            'Neem gerust contact op met ons kantoor voor meer informatie of een bezoek.',
            'Interesse? Plan vandaag nog een bezichtiging in.',
            ...(dwelling ? ['Een woning om zeker te komen bekijken!', 'Vrij na afspraak met de huidige bewoners.'] : []),
          ];
  const closeRent = dwelling
    ? [
        'Huisdieren na overleg.',
        'Domicilie is mogelijk.',
        'Kandidaat-huurders bezorgen een bewijs van inkomsten en een ingevuld inlichtingenformulier.',
        'Bezoek op afspraak via ons kantoor.',
        'Niet-rokers hebben de voorkeur.',
      ]
    : ['Bezoek op afspraak via ons kantoor.', 'Neem gerust contact op met ons kantoor voor meer informatie.'];
  // Sentences that the length trimming must keep (legal or essential facts) start with KEEP.
  const keep = (x) => (x ? KEEP + x : x);

  const techSentence = () => {
    if (!E.heating) return null;
    const frameL = { Hout: 'houten ', PVC: 'PVC-', Aluminium: 'aluminium ' }[E.frame];
    const what = kind === 'apartment' || kind === 'studio' ? 'wooneenheid' : kind === 'house' ? 'woning' : 'ruimte';
    return r.pick([
      `De ${what} wordt verwarmd met ${WORDS_HEATING[E.heating]} en beschikt over ${E.glazing.toLowerCase()} in ${frameL}schrijnwerk.`,
      `Technisch: ${WORDS_HEATING[E.heating]}, ${E.glazing.toLowerCase()}, ${frameL.trim().replace(/-$/, '')} ramen${c.renov ? ` en een elektrische installatie die in ${c.renov} werd vernieuwd` : ''}.`,
    ]);
  };
  const epcSentence = () => {
    if (c.ep === null) return null;
    if (c.region === 'VL') {
      if (['E', 'F'].includes(eLabel) && !isRent)
        return r.pick([
          `Let op: met EPC-label ${eLabel} geldt de renovatieverplichting; de koper moet binnen 5 jaar na de akte renoveren tot minstens label D.`,
          `Het EPC-label is ${eLabel} (${c.ep} kWh/m² per jaar): na aankoop moet de woning binnen 5 jaar naar label D of beter worden gerenoveerd.`,
        ]);
      if (['A+', 'A'].includes(eLabel))
        return r.pick([
          `Met een EPC-score van ${c.ep} kWh/m² per jaar (label ${eLabel}) is de energiefactuur bijzonder laag.`,
          `Dankzij de doorgedreven isolatie${E.heating === 'Warmtepomp' ? ', de warmtepomp' : ''} en de zonnepanelen behaalt dit pand EPC-label ${eLabel}.`,
        ]);
      if (r.chance(0.5)) return `EPC-score: ${c.ep} kWh/m² per jaar (label ${eLabel}).`;
      if (!['C', 'D'].includes(eLabel)) return null;
      return r.pick([
        'Met enkele gerichte ingrepen, zoals dakisolatie en nieuw schrijnwerk, kan het energielabel nog verbeteren.',
        `Met label ${eLabel} scoort het pand gemiddeld; een energiescan toont waar de grootste winst te halen valt.`,
        `Het EPC-certificaat (label ${eLabel}) bevat concrete aanbevelingen om het verbruik verder te verlagen.`,
        `Energielabel ${eLabel}: wie wil, kan met premies van Mijn VerbouwPremie verder isoleren.`,
      ]);
    }
    if (c.region === 'BXL') return `PEB-certificaat (Brussel): ${c.ep} kWh/m² per jaar, klasse ${eLabel}.`;
    if (c.region === 'WAL') return `PEB-certificaat (Wallonië): ${c.ep} kWh/m² per jaar, klasse ${eLabel}.`;
    return null;
  };
  const rentSentence = () => {
    if (!isRent) return null;
    const ch = C.charges ? ` + ${eur(C.charges)} gemeenschappelijke kosten` : ' (geen bijkomende kosten)';
    return r.pick([
      `Huurprijs: ${eur(c.price)} per maand${ch}. Huurwaarborg: 3 maanden huur.`,
      `De maandelijkse huurprijs bedraagt ${eur(c.price)}${ch}; de huurwaarborg bedraagt drie maanden huur.`,
    ]);
  };

  if (kind === 'house') {
    const T1 = p.type;
    if (p.newBuild) {
      opening.push(
        r.pick([
          `Nieuw te bouwen ${low} met ${bedsW} slaapkamers en tuin op het ${orientL}, ${loc}.`,
          `In een rustige nieuwe verkaveling ${addr ? `langs de ${c.street} ` : ''}in ${c.town} bouwen wij deze energiezuinige ${low} met ${bedsW} slaapkamers.`,
        ]),
      );
      body.push(`De woning wordt afgewerkt volgens de BEN-normen, met vloerverwarming, een warmtepomp, zonnepanelen en ventilatiesysteem D.`);
      body.push(
        r.pick([
          `De oplevering is voorzien in het ${r.pick(['voorjaar', 'najaar'])} van 2027; afwerking naar keuze in overleg met de bouwpromotor.`,
          'Sleutel-op-de-deur, met een ruime keuze aan afwerkingsmaterialen in onze toonzaal.',
        ]),
      );
      body.push(
        `Op het gelijkvloers een open leefruimte van ${m2(Math.round(L.living * 0.38))} met keuken en berging; boven ${bedsW} slaapkamers en een badkamer met inloopdouche en ligbad.`,
      );
      body.push(KEEP + `Prijs exclusief btw en kosten: de btw (21%) is verschuldigd op het gebouw, de registratierechten op het grondaandeel.`);
    } else {
      if (isRent) {
        opening.push(
          r.pick([
            `Te huur: ${r.pick(['verzorgde', 'gezellige', 'ruime', 'instapklare'])} ${low} met ${bedsW} slaapkamers${L.garden ? ' en tuin' : ''}, ${loc}.`,
            `Deze ${r.pick(['lichtrijke', 'goed onderhouden', 'gezellige'])} ${low} ${loc} is beschikbaar voor verhuur.`,
            `${cap(low)} met ${bedsW} slaapkamers${L.garages ? ', garage' : ''} en ${L.garden ? `tuin op het ${orientL}` : 'terras'} te huur in ${c.town}.`,
          ]),
        );
      } else if (['E', 'F'].includes(c.flClass) && r.chance(0.7)) {
        opening.push(
          r.pick([
            `Te renoveren ${low} met veel potentieel, ${loc}.`,
            `Deze ${low} uit ${c.year} is toe aan een grondige renovatie, maar heeft een ${r.pick(['uitstekende ligging', 'mooie tuin', 'degelijke structuur'])}.`,
          ]),
        );
      } else {
        const poor = ['E', 'F'].includes(c.flClass);
        opening.push(
          r.pick([
            poor
              ? `Goed gelegen ${low} met ${bedsW} slaapkamers en een ${L.garden ? 'tuin' : 'terras'} op het ${orientL}, ${loc}.`
              : `Instapklare ${low} met ${bedsW} slaapkamers en een ${L.garden ? 'zonnige tuin' : 'gezellig terras'} op het ${orientL}, ${loc}.`,
            `Deze verzorgde ${low}${c.year ? ` uit ${c.year}` : ''} biedt een bewoonbare oppervlakte van ${m2(L.living)} op een perceel van ${m2(L.ground)}.`,
            `Op wandelafstand van het centrum van ${c.town} bevindt zich deze ruime ${low}, ideaal voor een gezin met kinderen.`,
            `Ben je op zoek naar een rustig gelegen ${low} met ruimte om te leven? Deze woning ${loc} verdient zeker een bezoek.`,
            `Te koop in ${c.town}: karaktervolle ${low} met ${bedsW} slaapkamers${L.garages ? ', garage' : ''} en tuin.`,
            `Lichtrijke ${low} met ${m2(L.living)} woonoppervlakte, ${loc}.`,
            c.renov
              ? `Volledig gerenoveerde ${low} (renovatie ${c.renov}) met ${bedsW} slaapkamers, ${loc}.`
              : `Degelijke ${low} met ${bedsW} slaapkamers en een goede indeling, ${loc}.`,
          ]),
        );
      }
      if (T1 === 'Villa')
        body.push(
          r.pick([
            `Een statige oprit leidt naar de villa, die discreet is ingeplant op een perceel van ${m2(L.ground)} met hoogstammige bomen.`,
            `De villa werd ontworpen door een gerenommeerd architect en straalt rust en ruimte uit.`,
          ]),
        );
      if (T1 === 'Boerderij')
        body.push(
          `Naast het woonhuis omvat de hoeve een ruime schuur, stallingen en een weide; het geheel is goed voor ${m2(L.ground)}.`,
          r.pick([
            'Ideaal voor paardenliefhebbers, hobbylandbouw of een zorgboerderij (na vergunning).',
            'De bijgebouwen bieden mogelijkheden voor een atelier, opslag of stalling van paarden.',
          ]),
        );
      if (T1 === 'Landelijke woning')
        body.push(
          r.pick([
            'Gelegen aan de rand van het landbouwgebied, met een weids zicht over de velden en veel privacy.',
            'Rondom de woning een grote tuin met boomgaard, moestuin en een overdekt terras.',
          ]),
        );
      if (T1 === 'Herenwoning')
        body.push(
          r.pick([
            'Typische herenwoning met hoge plafonds, originele mozaïekvloeren, ornamentplafonds en marmeren schouwen.',
            'De authentieke elementen, zoals de glas-in-loodramen en de eikenhouten trap, bleven bewaard.',
          ]),
        );
      if (T1 === 'Bungalow') body.push('Alle leefruimtes bevinden zich op één niveau: ideaal voor wie zorgeloos en gelijkvloers wil wonen.');
      if (T1 === 'Bel-étage')
        body.push(
          'Op het gelijkvloers bevinden zich de inkom, de garage, een berging en een bureau of hobbyruimte; de leefruimtes liggen op de eerste verdieping.',
        );
      if (T1 === 'Hoekwoning') body.push('Als hoekwoning geniet ze van extra lichtinval langs drie zijden.');
      if (T1 === 'Rijwoning' && !isRent && r.chance(0.5)) body.push('Een ideale starterswoning in een gezellige straat.');

      if (T1 !== 'Bel-étage' && r.chance(0.85)) {
        body.push(
          r.pick([
            `Op het gelijkvloers vinden we een inkomhal met vestiaire en apart toilet, een ${L.living > 170 ? 'royale' : 'gezellige'} leefruimte met ${r.pick(['houtkachel', 'gashaard', 'grote raampartijen', 'parketvloer'])} en een ${kitchenL}.`,
            `De living van ca. ${m2(Math.round(L.living * 0.3))} baadt in het licht dankzij de grote raampartijen aan de tuinzijde.`,
            'Bij binnenkomst valt meteen de ruime inkom op, die uitgeeft op een doorlopende leefruimte met zithoek en eethoek.',
          ]),
        );
      }
      if (r.chance(0.6))
        body.push(
          r.pick([
            `De ${kitchenL} is uitgerust met ${r.pick(['inductiekookplaat, dampkap, oven en vaatwasser', 'gaskookplaat, combi-oven en koelkast', 'een eiland met kwartsieten werkblad en inbouwtoestellen', 'toestellen van goede kwaliteit en voldoende kastruimte'])}.`,
            'Aansluitend is er een bijkeuken met aansluiting voor wasmachine en droogkast.',
          ]),
        );
      if (L.garden && r.chance(0.8)) {
        body.push(
          r.pick([
            `Via de schuiframen wandel je zo het terras van ${m2(L.terrace)} en de tuin op het ${orientL} op.`,
            `De ${L.garden > 400 ? 'ruime' : 'goed onderhouden'} tuin van ca. ${m2(L.garden)} is ${r.pick(['aangelegd met gazon, borders en een tuinhuis', 'volledig omheind en ideaal voor kinderen of huisdieren', `gericht op het ${orientL} en geniet van de zon tot de late namiddag`])}.`,
          ]),
        );
      } else if (!L.garden) body.push(`Achteraan is er een zonnige koer met terras op het ${orientL} en een achteruitgang.`);
      if (L.floors === 1)
        body.push(`De nachthal leidt naar ${bedsW} slaapkamers en een badkamer met ${r.pick(['inloopdouche', 'ligbad en douche', 'dubbele lavabo'])}.`);
      else
        body.push(
          r.pick([
            `Op de eerste verdieping vinden we ${bedsW} slaapkamers${L.beds >= 3 ? ', waarvan de grootste met ingebouwde kasten' : ''}, en een badkamer met ${r.pick(['inloopdouche', 'ligbad en aparte douche', 'dubbele lavabo en douche'])}.`,
            `De nachtafdeling telt ${bedsW} ${r.pick(['ruime', 'lichte', 'goed ingedeelde'])} slaapkamers en ${L.baths > 1 ? 'twee badkamers' : 'een moderne badkamer'}.`,
          ]),
        );
      if (L.floors >= 2 && r.chance(0.45))
        body.push(
          r.pick([
            'De zolder is bereikbaar via een vaste trap en biedt mogelijkheden voor een extra slaapkamer of hobbyruimte.',
            'Een kelder onder een deel van de woning zorgt voor extra opbergruimte.',
            'Er is een aparte wasplaats en een berging met aansluitingen.',
          ]),
        );
      if (L.garages)
        body.push(
          r.pick([
            `${L.garages === 1 ? 'Een garage' : 'Een dubbele garage'} met ${r.pick(['elektrische poort', 'sectionaalpoort', 'achterliggende berging'])} vervolledigt het geheel.`,
            `De ${L.garages === 1 ? 'inpandige garage' : 'garage voor twee wagens'} biedt ook plaats voor fietsen en tuinmateriaal.`,
          ]),
        );
      else if (L.parkings) body.push(`Op de oprit is er plaats voor ${NUM[L.parkings] ?? L.parkings} ${s(L.parkings, 'wagen', 'wagens')}.`);
      if (c.renov && r.chance(0.6))
        body.push(
          `In ${c.renov} werd de woning ${r.pick(['grondig gerenoveerd', 'energetisch opgewaardeerd', 'grotendeels vernieuwd'])}: ${r.pick(['nieuwe elektriciteit, dakisolatie en een moderne badkamer', 'nieuw schrijnwerk, een condensatieketel en een nieuwe keuken', 'gevelisolatie, nieuwe ramen en een warmtepompboiler'])}.`,
        );
    }
    body.push(techSentence());
    body.push(keep(epcSentence()));
    if (V)
      body.push(
        KEEP +
          `Verkoop op lijfrente (${V.type.toLowerCase()}): ${eur(c.price)} bij het verlijden van de akte en een maandelijkse rente van ${eur(V.annuity)}, op ${V.age2 ? 'twee hoofden' : 'één hoofd'} (${V.age1}${V.age2 ? ` en ${V.age2}` : ''} jaar).`,
        V.type === 'Vrije lijfrente' ? 'De villa is vrij van bewoning: de koper kan er onmiddellijk zelf wonen.' : 'De verkopers blijven de woning bewonen.',
      );
    bullets.push(`${L.beds} slaapkamers`, `Bewoonbare oppervlakte ${m2(L.living)}`, `Perceel ${m2(L.ground)}`);
    if (L.garden) bullets.push(`Tuin op het ${orientL}`);
    if (L.garages) bullets.push(L.garages === 1 ? 'Garage' : 'Dubbele garage');
    if (c.ep !== null) bullets.push(`EPC ${c.ep} kWh/m² (label ${eLabel})`);
    title = isRent
      ? r.pick([`${cap(low)} met ${L.beds} slaapkamers te huur`, `Gezellige ${low} met tuin te huur in ${c.town}`, `Ruime ${low} te huur`])
      : p.newBuild
        ? `Nieuwbouwwoning met ${L.beds} slaapkamers (BEN)`
        : V
          ? `${cap(low)} op lijfrente in ${c.town}`
          : r.pick([
              `${cap(low)} met ${L.beds} slaapkamers en tuin`,
              ['E', 'F'].includes(c.flClass) ? `${cap(low)} met veel potentieel in ${c.town}` : `Instapklare ${low} in ${c.town}`,
              `Ruime ${low} op ${m2(L.ground)}`,
              `${cap(low)} met ${L.garages ? 'garage en ' : ''}tuin op het ${orientL}`,
              ['E', 'F'].includes(c.flClass) ? `Te renoveren ${low} met potentieel` : `Charmante ${low} in ${c.town}`,
            ]);
    short = `${cap(low)} met ${L.beds} slaapkamers, ${m2(L.living)} woonoppervlakte en ${L.garden ? `een tuin van ${m2(L.garden)}` : 'een terras'} in ${c.town}.`;
  } else if (kind === 'apartment' || kind === 'studio') {
    const isStudio = kind === 'studio';
    if (p.priceUnit === 7) {
      opening.push(
        `In het nieuwbouwproject ${r.pick(['Residentie Horizon', 'Residentie Polderzicht', 'Residentie Duinhof'])} ${addr ? `${prep} ${c.street} ` : ''}in ${c.town} komen ${r.int(18, 28)} appartementen en studio's met terras; de appartementen met ${bedsW} slaapkamers zijn te koop vanaf ${eur(c.price)}.`,
      );
      body.push(
        `De appartementen worden afgewerkt volgens de BEN-normen: vloerverwarming met collectieve warmtepomp, zonnepanelen op het dak, ventilatiesysteem D en driedubbele beglazing.`,
      );
      body.push(`Bewoonbare oppervlakte vanaf ${m2(L.living)}, telkens met een terras van minstens ${m2(L.terrace)} en een private kelderberging.`);
      body.push("Ondergrondse autostaanplaatsen en studio's zijn apart te koop.");
      body.push(
        KEEP +
          'Prijzen exclusief btw (21%) en kosten; de registratierechten zijn enkel verschuldigd op het grondaandeel. Oplevering voorzien in het voorjaar van 2028.',
      );
    } else {
      if (isRent) {
        opening.push(
          r.pick([
            `Te huur: ${isStudio ? 'compacte studio' : `${adjI('verzorgde', 'verzorgd')} ${low} met ${bedsW} ${s(L.beds, 'slaapkamer', 'slaapkamers')}`}, ${loc}.`,
            `${cap(dem)} ${r.pick(['lichtrijke', 'gezellige', 'instapklare'])} ${low} ${floorPhrase} is vrij vanaf ${avail === 'onmiddellijk' ? 'nu' : avail}.`,
            `${adjI('Ruime', 'Ruim')} ${low} te huur in ${c.town}, ${floorPhrase} van een ${r.pick(c.year >= 2005 ? ['verzorgde', 'rustige', 'recente'] : ['verzorgde', 'rustige'])} residentie.`,
          ]),
        );
      } else if (isStudio) {
        opening.push(
          r.pick([
            `Compacte studio van ${m2(L.living)} ${floorPhrase}, ${loc}.`,
            `Deze instapklare studio is ideaal als pied-à-terre ${c.townData.coast ? 'aan zee' : `in ${c.town}`} of als investering.`,
            `Gezellige studio met ${L.terrace ? 'terras' : 'veel lichtinval'}, ${loc}.`,
          ]),
        );
      } else {
        opening.push(
          r.pick([
            `${adjI('Lichtrijke', 'Lichtrijk')} ${low} ${floorPhrase} met ${bedsW} ${s(L.beds, 'slaapkamer', 'slaapkamers')} en terras, ${loc}.`,
            `${cap(dem)} instapklare ${low} ${loc} combineert comfort met een centrale ligging.`,
            `In een ${r.pick(c.year >= 2005 ? ['verzorgde', 'recente', 'kleinschalige'] : ['verzorgde', 'kleinschalige', 'rustige'])} residentie ${addr ? `${prep} ${c.street} ` : ''}in ${c.town} bieden wij ${dem} ruime ${low} aan.`,
            `Wonen ${c.townData.coast ? 'aan zee' : 'in het centrum'}: ${adjI('moderne', 'modern')} ${low} met ${m2(L.living)} woonoppervlakte en een terras van ${m2(L.terrace)}.`,
            `${adjI('Gezellige', 'Gezellig')} ${low} met ${bedsW} ${s(L.beds, 'slaapkamer', 'slaapkamers')}, ideaal voor starters, senioren of als investering.`,
            `Te koop: ${adjI('stijlvolle', 'stijlvol')} ${low} ${loc}, met lift en private berging.`,
          ]),
        );
      }
      if (p.type === 'Penthouse') body.push(`De penthouse beslaat de volledige bovenste verdieping, met rondom terrassen van in totaal ${m2(L.terrace)}.`);
      if (p.type === 'Loft')
        body.push(
          `Hoge plafonds, industriële accenten en een open ruimte van ${m2(L.living)} maken van deze loft ${c.year < 1961 ? 'in een voormalig pakhuis ' : ''}een unieke woonplek.`,
        );
      if (p.type === 'Duplex')
        body.push(
          `Via een open trap in de leefruimte bereik je de bovenverdieping met ${bedsW} slaapkamers en een tweede ${r.pick(['douchekamer', 'badkamer'])}.`,
        );
      if (p.type === 'Gelijkvloers') body.push(`Als gelijkvloers appartement beschikt het over een eigen tuintje van ${m2(L.garden)} op het ${orientL}.`);
      if (seaView)
        body.push(r.pick(['Vanuit de leefruimte geniet je van een frontaal zeezicht.', 'Het zicht op zee en het strand vanuit de living is adembenemend.']));
      else if (p.type === 'Penthouse') body.push('Vanuit de leefruimte geniet je van een weids zicht over zee en stad.');
      if (isStudio) {
        body.push(
          `De studio omvat een leef- en slaapruimte, een ${kitchenL.replace('kitchenette', 'kitchenette met kookplaat en koelkast')} en een douchekamer met toilet.`,
        );
        if (!isRent)
          body.push(
            r.pick([
              `Ideaal als tweede verblijf of als investering: verhuurbaar aan ca. ${eur(r.pick([650, 675, 700]))} per maand.`,
              'Een perfecte uitvalsbasis voor een weekendje weg of voor een alleenstaande.',
            ]),
          );
      } else if (p.type !== 'Duplex') {
        body.push(
          r.pick([
            `Indeling: inkomhal met vestiaire, apart toilet, een leefruimte met ${kitchenL}, ${bedsW} ${s(L.beds, 'slaapkamer', 'slaapkamers')} en een badkamer met ${r.pick(['inloopdouche', 'ligbad', 'douche en dubbele lavabo'])}.`,
            `${cap(dem)} ${low} omvat een ruime living van ca. ${m2(Math.round(L.living * 0.42))}, een ${kitchenL}, ${bedsW} ${s(L.beds, 'slaapkamer', 'slaapkamers')} en een ${r.pick(['moderne', 'vernieuwde', 'lichte'])} badkamer.`,
          ]),
        );
      }
      if (L.terrace && p.type !== 'Penthouse' && r.chance(0.8))
        body.push(
          r.pick([
            `Het terras van ${m2(L.terrace)} op het ${orientL} ${r.pick(['is ideaal om te ontbijten in de ochtendzon', 'geniet van zon tot de avond', 'biedt een open zicht'])}.`,
            `Vanuit de leefruimte stap je zo het ${r.pick(['zonnige', 'beschutte', 'ruime'])} terras (${m2(L.terrace)}) op.`,
          ]),
        );
      if (r.chance(0.6))
        body.push(
          `De residentie beschikt over een lift, een fietsenberging en ${r.pick(['een verzorgde inkomhal', 'videofonie', 'een gemeenschappelijke tuin'])}.`,
        );
      if (!isStudio && r.chance(0.7))
        body.push(
          `In de kelder is er een private berging${L.garages ? ' en bij het appartement hoort een ondergrondse garage' : L.parkings ? ' en een autostaanplaats is inbegrepen in de prijs' : ''}.`,
        );
      if (!isRent && r.chance(0.5)) body.push(`De maandelijkse gemeenschappelijke kosten bedragen ca. ${eur(round(r.int(60, 180), 5))}.`);
      body.push(techSentence());
      body.push(keep(epcSentence()));
      if (V)
        body.push(
          KEEP +
            `Verkoop op lijfrente (${V.type.toLowerCase()}): ${eur(c.price)} bij het verlijden van de akte en een maandelijkse rente van ${eur(V.annuity)}, op ${V.age2 ? 'twee hoofden' : 'één hoofd'} (${V.age1}${V.age2 ? ` en ${V.age2}` : ''} jaar).`,
          'De verkopers blijven het appartement bewonen; de koper verwerft de volle eigendom bij overlijden.',
        );
    }
    bullets.push(isStudio ? `Studio van ${m2(L.living)}` : `${L.beds} ${s(L.beds, 'slaapkamer', 'slaapkamers')}`, `Bewoonbare oppervlakte ${m2(L.living)}`);
    if (L.terrace) bullets.push(`Terras ${m2(L.terrace)}`);
    if (c.floorLevel !== null) bullets.push(cap(floorPhrase.replace(/^op (de|het) /, '')));
    if (c.ep !== null) bullets.push(`EPC ${c.ep} kWh/m² (label ${eLabel})`);
    const what = isStudio ? 'Studio' : cap(low);
    title =
      p.priceUnit === 7
        ? `Nieuwbouwappartementen vanaf ${eur(c.price)}`
        : V
          ? `${what} op lijfrente in ${c.town}`
          : isRent
            ? r.pick([`${what} te huur in ${c.town}`, `${adjI('Instapklare', 'Instapklaar')} ${low} met terras te huur`])
            : seaView
              ? `${what} met zeezicht`
              : r.pick([
                  `${what} met ${isStudio ? 'terras' : `${L.beds} ${s(L.beds, 'slaapkamer', 'slaapkamers')}`}`,
                  `${what} in ${c.town}`,
                  `${what} met terras op het ${orientL}`,
                ]);
    short = isStudio
      ? `Studio van ${m2(L.living)} ${floorPhrase} in ${c.town}.`
      : `${cap(low)} met ${L.beds} ${s(L.beds, 'slaapkamer', 'slaapkamers')} en een terras van ${m2(L.terrace)} in ${c.town}.`;
  } else if (kind === 'land') {
    if (p.type === 'Landbouwgrond') {
      const ha = (L.ground / 10000).toFixed(2).replace('.', ',');
      opening.push(`Weiland van ${ha} ha (${m2(L.ground)}) in agrarisch gebied, ${loc}.`);
      body.push(
        'De grond is momenteel niet verpacht en vrij van gebruik.',
        'Geschikt voor hobbylandbouw, een boomgaard of als weide voor paarden; er zijn geen bouwmogelijkheden.',
        `De perceelbreedte aan de straatzijde bedraagt ca. ${L.plotW} m en het perceel is bereikbaar via een verharde weg.`,
        'Een deel van het perceel ligt langs een waterloop; het overstromingsrapport is op aanvraag beschikbaar.',
      );
      title = `Landbouwgrond van ${ha} ha`;
      short = `Weiland van ${ha} ha in agrarisch gebied te ${c.town}.`;
    } else {
      const bouw = r.pick(['open', 'halfopen']);
      opening.push(
        r.pick([
          `Bouwgrond van ${m2(L.ground)} voor ${bouw} bebouwing in een rustige verkaveling, ${loc}.`,
          `Op zoek naar een perceel om uw droomwoning te bouwen? Deze bouwgrond van ${m2(L.ground)} ${loc} is geschikt voor ${bouw} bebouwing.`,
          `Mooi perceel bouwgrond (${m2(L.ground)}) voor ${bouw} bebouwing in ${c.town}.`,
        ]),
      );
      body.push(`De perceelbreedte aan de straat bedraagt ${L.plotW} m en de diepte ca. ${Math.round(L.ground / L.plotW)} m.`);
      body.push(r.pick(['Vrij van bouwpromotor: u kiest zelf uw architect en aannemer.', 'Vrij van bouwverplichting en vrij van architect.']));
      body.push(`De tuin zal gericht zijn op het ${orientL}.`);
      body.push(
        r.pick([
          'Alle nutsvoorzieningen (water, elektriciteit, riolering en glasvezel) liggen aan de straat.',
          'De nutsleidingen zijn aanwezig in de straat; de aansluitingskosten zijn ten laste van de koper.',
        ]),
      );
      if (F.subdiv === 'Vv') body.push('Er is een verkavelingsvergunning; de stedenbouwkundige voorschriften zijn op aanvraag beschikbaar.');
      body.push('Een bodemattest is aanwezig.');
      title = r.pick([`Bouwgrond voor ${bouw} bebouwing`, `Bouwgrond van ${m2(L.ground)} in ${c.town}`]);
      short = `Bouwgrond van ${m2(L.ground)} voor ${bouw} bebouwing in ${c.town}.`;
    }
    bullets.push(`Oppervlakte ${m2(L.ground)}`, `Perceelbreedte ${L.plotW} m`);
  } else if (kind === 'investment') {
    const units = Math.max(2, Math.round(L.beds / 2));
    const income = round(units * r.int(680, 820) + (p.withShop ? 950 : 0), 10);
    const gross = (((income * 12) / c.price) * 100).toFixed(1).replace('.', ',');
    opening.push(`Opbrengsteigendom bestaande uit ${units} appartementen${p.withShop ? ' en een handelsgelijkvloers' : ''}, ${loc}.`);
    body.push(
      `Het gebouw is ${r.pick(['volledig verhuurd', 'grotendeels verhuurd', 'volledig verhuurd aan stabiele huurders'])}; de huidige huurinkomsten bedragen ${eur(income)} per maand, goed voor een brutorendement van ca. ${gross}%.`,
    );
    body.push('Elke wooneenheid beschikt over eigen meters voor gas, water en elektriciteit, een eigen keuken en badkamer.');
    if (p.withShop)
      body.push(
        `Het handelsgelijkvloers (${m2(L.store)}) met grote etalage wordt verhuurd aan een ${r.pick(['kapsalon', 'bakkerij', 'verzekeringskantoor'])}.`,
      );
    body.push(
      r.pick([
        'Het dak en de gevels werden de voorbije jaren vernieuwd.',
        'Enkele eenheden zijn aan een opfrissing toe, wat ruimte biedt om de huurinkomsten te verhogen.',
      ]),
    );
    body.push(techSentence());
    body.push(keep(epcSentence()));
    body.push('Huurcontracten en gedetailleerde inkomsten op aanvraag.');
    bullets.push(`${units} wooneenheden`, `Huurinkomsten ${eur(income)}/maand`, `Brutorendement ca. ${gross}%`);
    title = `Opbrengsteigendom met ${units} appartementen${p.withShop ? ' en handelsruimte' : ''}`;
    short = `Verhuurde opbrengsteigendom met ${units} wooneenheden in ${c.town}.`;
  } else if (kind === 'commercial') {
    if (isRent) opening.push(`Te huur: ${low} van ${m2(L.store)} met ruime etalage, ${loc}.`);
    else
      opening.push(
        r.pick([
          `${cap(low)} met een winkeloppervlakte van ${m2(L.store)} en brede etalage, ${loc}.`,
          `Commercieel goed gelegen ${low} ${loc}, met veel passage.`,
        ]),
      );
    body.push(
      r.pick([
        'Gelegen in een drukke winkelstraat met veel passage en parkeermogelijkheden in de buurt.',
        'De zichtbaarheid vanaf de straat is uitstekend en er is een laad- en loszone voor de deur.',
      ]),
    );
    body.push(
      `De winkelruimte is ${r.pick(['vrij indeelbaar', 'recent opgefrist', 'voorzien van verlaagde plafonds met LED-verlichting'])} en beschikt over een berging${L.toilets ? ', sanitair' : ''} en een kleine keuken voor het personeel.`,
    );
    if (L.beds)
      body.push(
        `Bovenaan bevindt zich een ${r.pick(['ruim', 'lichtrijk', 'instapklaar'])} appartement met ${bedsW} slaapkamers en een eigen toegang (${m2(L.living)} woonoppervlakte).`,
      );
    body.push(
      r.pick([
        'Geschikt voor diverse handelsactiviteiten: retail, vrij beroep of dienstverlening.',
        'Ideaal voor een zelfstandige die wonen en werken wil combineren.',
      ]),
    );
    body.push(techSentence());
    body.push(keep(epcSentence()));
    if (isRent) body.push(KEEP + `Huurprijs: ${eur(c.price)} per maand, handelshuurovereenkomst van 9 jaar; huurwaarborg drie maanden.`);
    bullets.push(`Winkelruimte ${m2(L.store)}`, `Gevelbreedte ${L.frontW} m`);
    if (L.beds) bullets.push(`Bovenwoning met ${L.beds} slaapkamers`);
    title = isRent ? `${cap(low)} te huur in ${c.town}` : L.beds ? `${cap(low)} met bovenwoning` : `${cap(low)} in het centrum van ${c.town}`;
    short = `${cap(low)} met ${m2(L.store)} handelsruimte${L.beds ? ' en een bovenwoning' : ''} in ${c.town}.`;
  } else if (kind === 'horeca') {
    const seats = r.int(45, 70);
    opening.push(
      `Overname van een goed draaiende brasserie ${addr ? `${prep} ${c.street} ` : ''}in het centrum van ${c.town}, met ${seats} zitplaatsen binnen en een zonnig terras van ${m2(L.terrace)}.`,
    );
    body.push(
      KEEP +
        `De overnameprijs van ${eur(c.price)} omvat de handelszaak (naam, cliënteel, website en sociale media), de volledige inrichting en al het keukenmateriaal.`,
    );
    body.push('Volledig uitgeruste professionele keuken met koelcel, dampkap volgens de normen, vaatwasstraat en een aparte afwasruimte.');
    body.push(
      `Het pand wordt gehuurd: huurprijs ${eur(2450)} per maand, een nieuwe handelshuurovereenkomst van 9 jaar is mogelijk. Boven de zaak is er een woonst met ${bedsW} slaapkamers.`,
    );
    body.push('Een vaste klantenkring, een goede omzet en het hele jaar door toeristen: een unieke kans voor een gedreven horeca-ondernemer.');
    body.push(
      'Boekhoudkundige cijfers zijn beschikbaar na ondertekening van een geheimhoudingsverklaring. Discretie gevraagd: gelieve het personeel niet aan te spreken.',
    );
    body.push(keep(epcSentence()));
    bullets.push(`${seats} zitplaatsen binnen`, `Terras ${m2(L.terrace)}`, 'Professionele keuken', `Huur pand ${eur(2450)}/maand`);
    title = 'Overname brasserie in het centrum';
    short = `Overname van een brasserie met ${seats} zitplaatsen en terras in ${c.town}.`;
  } else if (kind === 'industrial') {
    const h = r.int(6, 10);
    opening.push(
      p.type === 'Magazijn'
        ? `Magazijn van ${m2(L.built)} met een vrije hoogte van ${h} m, ${loc}.`
        : `Opslagruimte van ${m2(L.built)} ${loc}, ideaal voor een zelfstandige of kmo.`,
    );
    body.push(
      `Het gebouw beschikt over ${r.int(1, 3) === 1 ? 'een sectionaalpoort' : `${NUM[r.int(2, 3)]} sectionaalpoorten`} en een vlotte toegang voor vrachtwagens.`,
    );
    if (L.office) body.push(`Vooraan bevinden zich ${m2(L.office)} kantoren met sanitair, een refter en een vergaderzaal.`);
    body.push(`Ruime buitenruimte voor laden en lossen en parking voor ${L.parkings} wagens.`);
    body.push(
      r.pick([
        'Gelegen in de kmo-zone, met een vlotte verbinding naar de N33 en de E40.',
        'Vlot bereikbaar, op enkele minuten van de op- en afrit van de E40.',
      ]),
    );
    body.push('Krachtstroom aanwezig (3x400V), betonvloer met een draagkracht van 5 ton/m² en LED-verlichting.');
    body.push(techSentence());
    body.push(keep(epcSentence()));
    bullets.push(`Bebouwde oppervlakte ${m2(L.built)}`, `Vrije hoogte ${h} m`, `Perceel ${m2(L.ground)}`);
    if (L.office) bullets.push(`Kantoren ${m2(L.office)}`);
    title = p.type === 'Magazijn' ? `Magazijn met kantoren (${m2(L.built)})` : `Opslagruimte van ${m2(L.built)}`;
    short = `${cap(low)} van ${m2(L.built)} op een perceel van ${m2(L.ground)} in ${c.town}.`;
  } else if (kind === 'office') {
    opening.push(isRent ? `Te huur: kantoorruimte van ${m2(L.office)} ${floorPhrase}, ${loc}.` : `Kantoorruimte van ${m2(L.office)} ${floorPhrase}, ${loc}.`);
    body.push('De ruimte is vrij indeelbaar en momenteel opgesplitst in een onthaal, drie bureaus, een vergaderzaal en een kitchenette.');
    body.push('Uitgerust met verlaagde plafonds met LED-verlichting, airconditioning, een alarmsysteem en een bekabeld datanetwerk.');
    body.push(`Bij het kantoor horen ${NUM[L.parkings] ?? L.parkings} ${s(L.parkings, 'parkeerplaats', 'parkeerplaatsen')}.`);
    body.push(
      r.pick([
        'Ideaal voor een vrij beroep, een boekhoudkantoor of een IT-bedrijf.',
        'Een representatieve locatie voor een advocatenkantoor, verzekeraar of architect.',
      ]),
    );
    body.push(techSentence());
    body.push(keep(epcSentence()));
    if (isRent) body.push(KEEP + `Huurprijs: ${eur(c.price)} per maand + ${eur(C.charges)} kosten; huurwaarborg drie maanden.`);
    bullets.push(`Kantooroppervlakte ${m2(L.office)}`, `${L.parkings} ${s(L.parkings, 'parkeerplaats', 'parkeerplaatsen')}`);
    title = isRent ? `Kantoorruimte te huur in ${c.town}` : `Kantoorruimte van ${m2(L.office)}`;
    short = `Kantoorruimte van ${m2(L.office)} met ${L.parkings} ${s(L.parkings, 'parkeerplaats', 'parkeerplaatsen')} in ${c.town}.`;
  } else if (kind === 'garage') {
    if (p.type === 'Garagebox') {
      opening.push(
        r.pick([
          `Afgesloten garagebox van ca. ${m2(L.total)} in een garagecomplex ${addr ? `${prep} ${c.street}` : 'vlak bij het centrum'} in ${c.town}.`,
          `${isRent ? 'Te huur' : 'Te koop'}: ruime garagebox (${m2(L.total)}) op een rustige locatie in ${c.town}.`,
        ]),
      );
      body.push(
        `De box heeft een ${r.pick(['kantelpoort', 'sectionaalpoort met afstandsbediening', 'stevige metalen poort'])} en ${r.pick(['elektriciteit', 'een lichtpunt en een stopcontact', 'een lichtpunt'])}.`,
      );
      body.push('Ideaal om een wagen, motor of oldtimer veilig te stallen, of als extra bergruimte voor fietsen en tuinmateriaal.');
      body.push(r.pick(['Het complex is verhard, goed verlicht en afgesloten.', 'Het complex is enkel toegankelijk voor eigenaars en huurders.']));
      body.push(r.pick(['Op wandelafstand van de winkels en de bushalte.', 'Vlot bereikbaar via een brede inrit, ook voor grotere wagens.']));
    } else {
      opening.push(
        `${isRent ? 'Te huur' : 'Te koop'}: staanplaats in een ondergrondse parking ${addr ? `${prep} ${c.street}` : ''} in ${c.town}.`.replace('  ', ' '),
      );
      body.push(
        `De parking is toegankelijk met ${r.pick(['een afstandsbediening', 'een badge', 'een sleutel en afstandsbediening'])} en wordt 's nachts afgesloten.`,
      );
      body.push('De staanplaats is ruim genoeg voor een middelgrote wagen en ligt vlak bij de lift naar de residentie.');
      body.push(`Ideaal voor bewoners of bezoekers van het centrum van ${c.town}, waar parkeren een uitdaging kan zijn.`);
      body.push('Er is een laadpunt voor elektrische wagens mogelijk na akkoord van de vereniging van mede-eigenaars.');
    }
    if (isRent) body.push(KEEP + `Huurprijs: ${eur(c.price)} per maand, geen bijkomende kosten.`);
    bullets.push(`Oppervlakte ${m2(L.total)}`);
    title = `${cap(low)} ${isRent ? 'te huur' : 'te koop'} in ${c.town}`;
    short = `${cap(low)} van ${m2(L.total)} in ${c.town}.`;
  }

  // Rent adverts must state the rent and the charges (Flemish rental decree).
  if (isRent && dwelling) body.push(keep(rentSentence()));
  if (isRent && dwelling) body.push(keep(availS));
  const townLine = r.pick(TOWN_LINES[c.town]);
  const closing = r.pick(isRent ? closeRent : closeSale);

  return { opening, body: body.filter(Boolean), bullets, townLine, closing, title, short };
}

// Assemble the description text: plain paragraphs, or HTML with entities.
function renderDescription(r, t, asHtml) {
  let body = t.body.slice();
  const strip = (list) => list.map((x) => x.replace(KEEP, ''));
  const build = (bodyPart) => {
    const clean = strip(bodyPart);
    const firstHalf = clean.slice(0, Math.ceil(clean.length / 2));
    const secondHalf = clean.slice(Math.ceil(clean.length / 2));
    if (!asHtml) {
      const paras = [[...t.opening, ...firstHalf].join(' ')];
      if (secondHalf.length) paras.push(secondHalf.join(' '));
      if (t.withList) paras.push(['Troeven:', ...t.bullets.map((b) => `- ${b}`)].join('\n'));
      paras.push(`${t.townLine} ${t.closing}`);
      return paras.join('\n\n');
    }
    const ent = (s) =>
      s
        .replace(/&/g, '&amp;')
        .replace(/é/g, '&eacute;')
        .replace(/€ /g, '&#8364;&nbsp;')
        .replace(/(\d) (m²|m\b|kWh|ha\b|jaar\b)/g, '$1&nbsp;$2');
    let html = `<p><strong>${ent(t.opening.join(' '))}</strong>`;
    html += firstHalf.length ? `<br>${ent(firstHalf.join(' '))}</p>` : '</p>';
    if (secondHalf.length) html += `<p>${secondHalf.map(ent).join('<br>')}</p>`;
    html += `<ul>${t.bullets.map((b) => `<li>${ent(b)}</li>`).join('')}</ul>`;
    html += `<p>${ent(t.townLine)} ${ent(t.closing)}<br>${ent('Info & bezoek: bel of mail ons kantoor.')}</p>`;
    return html;
  };
  let out = build(body);
  while (out.length > 1200) {
    let i = body.length - 1;
    while (i >= 0 && body[i].startsWith(KEEP)) i--;
    if (i < 0) break;
    body.splice(i, 1);
    out = build(body);
  }
  if (out.length > 1200) throw new Error(`description too long (${out.length}) for ${t.title}`);
  if (out.length < 300) throw new Error(`description too short (${out.length}) for ${t.title}: ${out}`);
  return out;
}

// ---------------------------------------------------------------- media
const PIC_NAMES = {
  house: [
    'Voorgevel',
    'Leefruimte',
    'Zithoek',
    'Keuken',
    'Eethoek',
    'Slaapkamer 1',
    'Slaapkamer 2',
    'Badkamer',
    'Tuin',
    'Terras',
    'Achtergevel',
    'Zolder',
    'Garage',
    'Luchtfoto',
  ],
  apartment: ['Leefruimte', 'Keuken', 'Terras', 'Zicht', 'Slaapkamer 1', 'Slaapkamer 2', 'Badkamer', 'Inkomhal', 'Residentie', 'Berging', 'Eethoek'],
  studio: ['Leefruimte', 'Kitchenette', 'Douchekamer', 'Terras', 'Zicht', 'Residentie', 'Slaaphoek'],
  land: ['Perceel', 'Straatzicht', 'Luchtfoto', 'Inplantingsplan', 'Omgeving'],
  investment: ['Voorgevel', 'Appartement 1', 'Appartement 2', 'Keuken', 'Badkamer', 'Handelsgelijkvloers', 'Trappenhal', 'Achtergevel', 'Dak'],
  commercial: ['Voorgevel', 'Winkelruimte', 'Etalage', 'Berging', 'Bovenwoning', 'Keuken', 'Straatzicht', 'Achterzijde', 'Sanitair'],
  horeca: ['Gevel', 'Zaal', 'Bar', 'Terras', 'Keuken', 'Koelcel', 'Zaal bij avond', 'Woonst', 'Sanitair'],
  industrial: ['Gevel', 'Magazijn', 'Poorten', 'Kantoor', 'Refter', 'Buitenruimte', 'Luchtfoto', 'Sanitair'],
  office: ['Onthaal', 'Bureau 1', 'Bureau 2', 'Vergaderzaal', 'Kitchenette', 'Gevel', 'Parking', 'Sanitair'],
  garage: ['Garage', 'Poort', 'Toegang', 'Complex'],
};
const PIC_COUNT = {
  house: [6, 12],
  apartment: [5, 11],
  studio: [3, 7],
  land: [3, 5],
  investment: [5, 9],
  commercial: [4, 9],
  horeca: [6, 9],
  industrial: [4, 8],
  office: [4, 8],
  garage: [3, 4],
};

// ---------------------------------------------------------------- assemble
function buildItem(p) {
  const b = buildListing(p);
  const { r, L, E, F, C, V } = b;
  const id = p.id;
  const t = b.text;
  const asHtml = p.html ?? r.chance(0.12);
  t.withList = !asHtml && r.chance(0.3);
  const description = renderDescription(r, t, asHtml);

  // media
  const nPics = p.photos ?? r.int(...PIC_COUNT[b.kind]);
  const names = PIC_NAMES[b.kind];
  const portraitRatio = r.chance(0.5) ? [1360, 907, 167] : [1360, 1020, 188];
  const large = [];
  for (let i = 0; i < nPics; i++) {
    const picId = nextPicId;
    nextPicId += r.int(1, 3);
    const name = i < names.length ? names[i] : `${names[i % names.length]} ${Math.floor(i / names.length) + 1}`;
    const tall = i > 0 && r.chance(0.08);
    large.push({
      ID: picId,
      Url: `${PIC_HOST}/${OFFICE}/${id}/1360/${id}_${pad(i + 1)}_${picId}.jpg`,
      Width: 1360,
      Height: tall ? 1813 : portraitRatio[1],
      Name: name,
    });
  }
  const small = large.length
    ? { ID: large[0].ID, Url: `${PIC_HOST}/${OFFICE}/${id}/250/${id}_01_${large[0].ID}.jpg`, Width: 250, Height: portraitRatio[2], Name: large[0].Name }
    : null;

  const docs = [];
  if (p.docs !== false && r.chance(0.65)) {
    const options = [];
    if (b.ep !== null) options.push(['EPC-certificaat', 'epc']);
    if (b.region === 'VL' && p.goal !== 1) options.push(['Stedenbouwkundig uittreksel', 'stedenbouwkundig-uittreksel'], ['Bodemattest', 'bodemattest']);
    if (F.asb === true) options.push(['Asbestattest', 'asbestattest']);
    if (b.region === 'VL' && p.goal !== 1 && b.building) options.push(['Keuringsverslag elektriciteit', 'keuring-elektriciteit']);
    if (b.kind === 'land') options.push(['Verkavelingsplan', 'verkavelingsplan']);
    if (p.goal === 1) options.push(['Huurvoorwaarden', 'huurvoorwaarden']);
    if (p.priceUnit === 7) options.push(['Lastenboek', 'lastenboek'], ['Prijslijst', 'prijslijst']);
    for (const [name, slug] of options) if (r.chance(0.7)) docs.push({ Name: name, Url: `${DOC_HOST}/${OFFICE}/${id}/${slug}-${id}.pdf` });
  }
  const recordFile = (p.recordFile ?? r.chance(0.5)) ? `${DOC_HOST}/${OFFICE}/${id}/brochure-${id}.pdf` : null;
  const videoKind = p.video ?? (r.chance(0.03) ? r.pick(['youtube', 'vimeo']) : null);
  const ytAlpha = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const videoUrl =
    videoKind === 'youtube'
      ? `https://www.youtube.com/watch?v=${r.chars(11, ytAlpha)}`
      : videoKind === 'vimeo'
        ? `https://vimeo.com/${r.int(700000000, 999999999)}`
        : null;
  const tour = p.tour ?? r.chance(0.03);
  const virtualTourUrl = tour ? `https://my.matterport.com/show/?m=${r.chars(11, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}` : null;

  const webIDs = p.webIDs ?? String(b.T.web);
  const G = figures(p, b);
  return {
    ID: id,
    WebID: b.T.web,
    WebIDs: webIDs,
    Goal: p.goal,
    Status: p.status,
    Price: b.price,
    PublishPrice: b.publishPrice,
    PriceUnit: b.priceUnit,
    PriceUnitText: b.priceUnitText,
    Marquee: b.marquee,
    MarqueeName: MARQUEE_NAMES[b.marquee],
    Street: b.street,
    HouseNumber: b.number,
    BoxNr: b.box,
    Zip: b.town.zip,
    City: p.town,
    CountryID: b.countryId,
    CountryName: b.countryId === 50 ? 'Luxemburg' : 'België',
    PublishAddress: b.publishAddress,
    GoogleX: b.lat,
    GoogleY: b.lon,
    EnergyPerformance: b.ep,
    EPCLabelText: b.label,
    EPCUniqueCode: b.epcCode,
    TypeDescription: p.type,
    MainTypeName: CATEGORIES[b.T.web],
    Title: t.title,
    Description: description,
    ShortDescription: t.short,
    RecordFile: recordFile,
    Language: 'nl',
    NumberOfBedRooms: L.beds,
    NumberOfBathRooms: L.baths,
    NumberOfShowers: L.showers,
    NumberOfToilets: L.toilets,
    NumberOfGarages: L.garages,
    NumberOfParkings: L.parkings,
    NumberOfFloors: L.floors,
    NumberOfFacades: L.facades,
    Floor: G.floor,
    HasLift: G.lift,
    SurfaceTotal: L.total,
    SurfaceLiving: L.living || null,
    SurfaceGround: L.ground,
    SurfaceTerrace: L.terrace,
    SurfaceGarden: L.garden,
    SurfaceBuilt: L.built,
    SurfaceOffice: L.office,
    SurfaceStore: L.store,
    WidthOfPlot: L.plotW,
    WidthOfFront: L.frontW,
    ConstructionYear: b.year,
    RenovationYear: b.renov,
    ConditionID: G.condition,
    CO2Emission: E.co2,
    Heating: E.heating,
    Glazing: E.glazing,
    WindowFrame: E.frame,
    Kitchen: E.kitchen,
    FloorCovering: E.floor,
    Roof: E.roof,
    Orientation: E.orient,
    FloodPScore: F.p,
    FloodGScore: F.g,
    FloodSensitive: F.sens,
    AsbestosCertificate: F.asb,
    PermitBuilding: F.permit,
    PlanningDestination: F.dest,
    Summons: F.summons,
    PreemptionRight: F.preempt,
    SubdivisionPermit: F.subdiv,
    CadastralIncome: G.ki,
    Charges: C.charges,
    NotaryFees: C.notary,
    RegistrationRights: C.reg,
    VAT: C.vat,
    TotalCosts: C.total,
    Deposit: C.deposit,
    AgencyCost: C.agency,
    InventoryCost: C.inventory,
    HasFurnished: G.furnished,
    PetsAllowed: G.pets,
    FreeAvailable: G.free,
    FreeAvailableDate: G.freeDate,
    ViagerAge1: V ? V.age1 : null,
    ViagerAge2: V ? V.age2 : null,
    ViagerType: V ? V.type : null,
    ViagerMonthlyAnnuity: V ? V.annuity : null,
    SmallPictureItem: small,
    LargePictureItems: large,
    Documents: docs,
    VideoUrl: videoUrl,
    VirtualTourUrl: virtualTourUrl,
    ModifiedDate: iso(p.modified),
    CreatedDate: iso(p.created),
  };
}

export function buildSnapshot() {
  // Build in ID order so picture ids grow with listing ids.
  nextPicId = 73450101;
  usedAddresses = new Set();
  const items = byCreated.map(buildItem);
  return {
    Source: 'omnicasa-snapshot',
    Language: 'nl',
    GeneratedAt: GENERATED_AT,
    GetPropertyListJsonResult: { RowCount: items.length, Items: items },
  };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const out = resolve(process.argv[2] ?? DEFAULT_OUT);
  const snapshot = buildSnapshot();
  mkdirSync(dirname(out), { recursive: true });
  const json = `${JSON.stringify(snapshot, null, 2)}\n`;
  writeFileSync(out, json);
  console.log(`wrote ${out} (${snapshot.GetPropertyListJsonResult.RowCount} listings, ${json.length} bytes)`);
}
