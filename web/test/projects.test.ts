import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProjectCard, ProjectUnit } from '../src/cms/types';
import { externalUrl } from '../src/projects/external-url';
import { projectDescriptionIn } from '../src/projects/project-description';
import { projectFacts } from '../src/projects/project-facts';
import { projectsInTowns, townsOf } from '../src/projects/project-towns';

const project = (name: string, city: string, zip: string): ProjectCard => ({
  documentId: name,
  name,
  slug: name.toLowerCase(),
  zip,
  city,
  countryName: '',
  updatedAt: null,
  image: null,
});
const PROJECTS = [project('Zeewind', 'Oostende', '8400'), project('Duinzicht', 'Gistel', '8470'), project('Polder', 'Snaaskerke', '8470')];

describe('new-build projects', () => {
  test('the town filter matches names without case or accents, and zips; no town asked for shows all', () => {
    assert.deepEqual(
      projectsInTowns(PROJECTS, ['oostende']).map((p) => p.name),
      ['Zeewind'],
    );
    assert.deepEqual(
      projectsInTowns(PROJECTS, ['8470']).map((p) => p.name),
      ['Duinzicht', 'Polder'],
    );
    assert.deepEqual(
      projectsInTowns(PROJECTS, ['GÏSTEL', 'brugge']).map((p) => p.name),
      ['Duinzicht'],
    );
    assert.equal(projectsInTowns(PROJECTS, ['brugge']).length, 0);
    // The town's name in another language, as on the for-sale list.
    assert.deepEqual(
      projectsInTowns(PROJECTS, ['Ostende']).map((p) => p.name),
      ['Zeewind'],
    );
    assert.equal(projectsInTowns(PROJECTS, []).length, 3);
    assert.deepEqual(townsOf([...PROJECTS, project('Strand', 'oostende', '8400')]), ['Gistel', 'Oostende', 'Snaaskerke']);
  });

  test("a project's external path is its website (http, https) or a path of this site; anything else is no link", () => {
    assert.equal(externalUrl('https://zeewind.example'), 'https://zeewind.example/');
    assert.equal(externalUrl(' http://zeewind.example/fr/ '), 'http://zeewind.example/fr/');
    assert.equal(externalUrl('/nl/zeewind/'), '/nl/zeewind/');
    for (const bad of ['javascript:alert(1)', '//evil.example/', 'zeewind.be', '', null, undefined]) assert.equal(externalUrl(bad), null, String(bad));
  });

  test("a project's facts come from its units: price range of those on offer, one VAT rate, the latest delivery, the floor plans", () => {
    const unit = (externalId: number, changes: Partial<ProjectUnit>): ProjectUnit => ({
      documentId: String(externalId),
      externalId,
      webId: 2,
      goal: 'sale',
      availability: 'for_sale',
      price: 300_000,
      publishPrice: true,
      priceUnit: 0,
      priceUnitText: null,
      marqueeName: null,
      street: null,
      houseNumber: null,
      boxNr: null,
      zip: '8400',
      cityName: 'Oostende',
      countryId: 10,
      publishAddress: true,
      typeDescription: 'Appartement',
      mainTypeName: 'Appartement',
      title: null,
      bedrooms: 2,
      surfaceLiving: 80,
      surfaceGround: null,
      energyPerformance: null,
      epcLabel: null,
      feedCreatedAt: null,
      thumbnail: null,
      vat: null,
      availableFrom: null,
      availableDate: null,
      documents: [],
      ...changes,
    });
    const plan = { name: 'Grondplan appartement 1.02', url: 'https://docs.example/1-02.pdf', size: null };
    const units = [
      unit(1, { price: 249_000, vat: 52_290, availability: 'sold' }),
      unit(2, { price: 319_000, vat: 66_990, availableFrom: 'atDate', availableDate: '2027-06-30', documents: [plan] }),
      unit(3, { price: 545_000, vat: 114_450, availableFrom: 'atDate', availableDate: '2027-09-30' }),
      // A price on request counts in no bound and gives no rate.
      unit(4, { price: null, publishPrice: false, vat: null, documents: [{ name: 'Lastenboek', url: 'https://docs.example/l.pdf', size: null }] }),
    ];
    const facts = projectFacts(units);
    assert.deepEqual(facts.priceRange, { from: 319_000, to: 545_000 });
    assert.equal(facts.vatRate, 21);
    assert.equal(facts.delivery, '2027-09-30');
    assert.deepEqual(
      facts.plans.map((p) => [p.unit.externalId, p.document.url]),
      [[2, plan.url]],
    );
    // Rates that disagree say nothing; no unit on offer with a price: no range.
    assert.equal(projectFacts([units[1]!, unit(5, { price: 200_000, vat: 12_000 })]).vatRate, null);
    assert.equal(projectFacts([units[0]!, units[3]!]).priceRange, null);
    assert.equal(projectFacts([]).delivery, null);
  });

  test("a project's description in the page's language, else the Dutch one", () => {
    const p = { description: 'Twaalf appartementen.', texts: { fr: 'Douze appartements.', en: '' } };
    assert.deepEqual(projectDescriptionIn(p, 'fr'), { description: 'Douze appartements.', language: 'fr' });
    assert.deepEqual(projectDescriptionIn(p, 'nl'), { description: 'Twaalf appartementen.', language: 'nl' });
    // English is empty and German missing: the Dutch one, said to be Dutch.
    assert.deepEqual(projectDescriptionIn(p, 'en'), { description: 'Twaalf appartementen.', language: 'nl' });
    assert.deepEqual(projectDescriptionIn(p, 'de'), { description: 'Twaalf appartementen.', language: 'nl' });
  });
});
