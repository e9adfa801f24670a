import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProjectCard } from '../src/cms/types';
import { externalUrl } from '../src/projects/external-url';
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
});
