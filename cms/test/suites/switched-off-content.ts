/**
 * Drafts stay drafts and content switched off stays off: public reads cannot sort through a relation
 * (a listing sorted by its project's name was ordered by a project that exists only as a draft), and a
 * module, top-bar link or footer column an editor switched off is in no public answer, REST or GraphQL,
 * anonymous or with the site's token, whatever the populate asks for. Editors still see them.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Modules } from '@strapi/strapi';
import { graphql, rest } from '../helpers/http';
import { cms, database } from '../helpers/context';

/** A site configuration saved with its components as read (Strapi reads absent values as null, and saves them so). */
type SiteInput = Modules.Documents.Params.Data.Input<'api::site-configuration.site-configuration'>;

describe(`switched-off content and relation sorts on ${database}`, () => {
  test('a sort through a relation is refused (REST in each form, GraphQL at the root and nested); own fields still sort', async () => {
    for (const q of ['sort=project.name:asc', 'sort[0]=project.name:desc', 'sort[project][name]=asc', 'sort=price:asc,city.name:asc', 'sort=photos.name']) {
      const r = await rest<{ error: { name: string } }>(cms().url, `/api/properties?${q}&fields[0]=externalId`);
      assert.equal(r.status, 400, q);
      assert.equal(r.json.error.name, 'ValidationError', q);
    }
    for (const query of ['{ properties(sort: ["project.name:asc"]) { externalId } }', '{ categories { children(sort: ["parent.name:asc"]) { name } } }']) {
      const r = await graphql(cms().url, query);
      assert.equal(r.status, 400, query);
      assert.equal(r.errors![0].extensions!.code, 'BAD_USER_INPUT', query);
    }
    assert.equal((await rest(cms().url, '/api/properties?sort=price:asc&fields[0]=externalId')).status, 200);
    const own = await graphql<{ properties: unknown[] }>(
      cms().url,
      '{ properties(sort: ["price:desc", "externalId:asc"], pagination: { limit: 2 }) { externalId } }',
    );
    assert.equal(own.data.properties.length, 2);
  });

  test('a module switched off is in no public answer; editors still see it', async () => {
    const pages = cms().strapi.documents('api::menu-page.menu-page');
    const page = await pages.create({
      locale: 'nl',
      data: {
        key: 'switched-off-probe',
        name: 'Proef',
        originalPath: '/switched-off-probe/',
        path: '/nl/proef-uitgeschakeld/',
        title: 'Proef',
        modules: [
          { __component: 'modules.favourites', title: 'Zichtbaar blok', isPublished: true },
          { __component: 'modules.favourites', title: 'Uitgeschakeld blok', description: 'Geheime tekst', isPublished: false },
          { __component: 'modules.project-list', title: 'Ook uitgeschakeld', isPublished: false },
        ],
      },
    });
    await pages.publish({ documentId: page.documentId, locale: 'nl' });
    try {
      const query = `{ menuPages(locale: "nl", filters: { key: { eq: "switched-off-probe" } }) {
        modules { __typename ... on ComponentModulesFavourites { title description isPublished } ... on ComponentModulesProjectList { title isPublished } } } }`;
      for (const token of [undefined, cms().siteReadToken]) {
        const r = await graphql<{ menuPages: { modules: { title?: string }[] }[] }>(cms().url, query, {}, { token });
        assert.deepEqual(
          r.data.menuPages[0].modules.map((m) => m.title),
          ['Zichtbaar blok'],
          token ? 'GraphQL with the site token' : 'GraphQL',
        );
      }
      const base = '/api/menu-pages?locale=nl&filters[key][$eq]=switched-off-probe';
      for (const populate of [
        'populate=*',
        'populate[modules]=true',
        'populate[modules][on][modules.favourites][fields][0]=title&populate[modules][on][modules.project-list][fields][0]=title',
      ]) {
        const r = await rest<{ data: { modules: { title?: string }[] }[] }>(cms().url, `${base}&${populate}`);
        assert.equal(r.status, 200, populate);
        assert.deepEqual(
          r.json.data[0].modules.map((m) => m.title),
          ['Zichtbaar blok'],
          populate,
        );
        assert.doesNotMatch(r.text, /Geheime tekst|Uitgeschakeld|Ook uitgeschakeld/, populate);
      }
      const forEditors = await pages.findOne({ documentId: page.documentId, locale: 'nl', populate: ['modules'] });
      assert.equal(forEditors?.modules?.length, 3, 'the admin and internal reads see every module');
    } finally {
      await pages.delete({ documentId: page.documentId, locale: 'nl' });
    }
  });

  test('a top-bar link and a footer column switched off are in no public answer', async () => {
    const configs = cms().strapi.documents('api::site-configuration.site-configuration');
    const original = (await configs.findFirst({ locale: 'nl', status: 'published', populate: ['topBarLeft', 'footerColumns'] }))!;
    /** Components as a save takes them: without their ids. */
    const strip = <Item extends { id?: unknown }>(items: Item[] | null | undefined) => (items ?? []).map(({ id, ...rest }) => rest);
    await configs.update({
      documentId: original.documentId,
      locale: 'nl',
      data: {
        topBarLeft: [...strip(original.topBarLeft), { label: 'Verborgen link', url: '/geheim/', isPublished: false }],
        footerColumns: [...strip(original.footerColumns), { title: 'Verborgen kolom', text: 'Geheime kolomtekst', isPublic: false }],
      } as SiteInput,
    });
    await configs.publish({ documentId: original.documentId, locale: 'nl' });
    try {
      const r = await graphql<{ siteConfiguration: { topBarLeft: { label: string }[] } }>(
        cms().url,
        '{ siteConfiguration(locale: "nl") { topBarLeft { label isPublished } footerColumns { title text isPublic } } }',
      );
      assert.deepEqual(
        r.data.siteConfiguration.topBarLeft.map((l) => l.label),
        original.topBarLeft!.filter((l) => l.isPublished !== false).map((l) => l.label),
      );
      assert.doesNotMatch(JSON.stringify(r.data), /Verborgen|Geheime/);
      const populated = await rest<{ data: { topBarLeft: unknown[] } }>(
        cms().url,
        '/api/site-configuration?locale=nl&populate[topBarLeft][fields][0]=label&populate[footerColumns][fields][0]=title',
      );
      assert.equal(populated.status, 200);
      assert.doesNotMatch(populated.text, /Verborgen|Geheime/);
      assert.ok(populated.json.data.topBarLeft.length > 0, 'the links that are on are still there');
      // Nor one yes or no at a time: a filter on a component that can be switched off is refused, whether it would match or not.
      for (const probe of [
        'filters[footerColumns][text][$containsi]=Geheime',
        'filters[footerColumns][text][$containsi]=zzzz-nothing',
        'filters[footerColumns][isPublic][$eq]=false',
        'filters[topBarLeft][label][$eq]=Verborgen link',
        'filters[$or][0][topBarLeft][url][$startsWith]=/geheim',
        'filters[$not][footerColumns][title][$null]=true',
      ]) {
        const answer = await rest(cms().url, `/api/site-configuration?locale=nl&${probe}`);
        assert.equal(answer.status, 400, probe);
        assert.doesNotMatch(answer.text, /Verborgen|Geheime/, probe);
      }
    } finally {
      await configs.update({
        documentId: original.documentId,
        locale: 'nl',
        data: { topBarLeft: strip(original.topBarLeft), footerColumns: strip(original.footerColumns) } as SiteInput,
      });
      await configs.publish({ documentId: original.documentId, locale: 'nl' });
    }
  });
});
