/** The site's typed GraphQL operations (@coast/graphql) against the real CMS. */
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import * as ops from '@coast/graphql';
import type { GraphQLClient } from 'graphql-request';
import { cms, database, snapshotItems, unitItems } from '../helpers/context';

type Page = NonNullable<ops.PageByPathQuery['menuPages'][number]>;
type PageModule = NonNullable<NonNullable<Page['modules']>[number]>;
type CategoryModule = Extract<PageModule, { __typename: 'ComponentModulesCategory' }>;

describe(`the site's typed operations on ${database}`, () => {
  let client: GraphQLClient;
  before(async () => {
    const { GraphQLClient } = await import('graphql-request');
    client = new GraphQLClient(`${cms().url}/graphql`);
  });

  test('site configuration, menu and path table', async () => {
    const config = await client.request(ops.SiteConfigurationDocument, { locale: 'fr' });
    assert.equal(config.siteConfiguration?.locale, 'fr');
    assert.ok(config.siteConfiguration?.logo?.url, 'logo in the media library');
    const menu = await client.request(ops.MenuEntriesDocument, { locale: 'nl' });
    assert.deepEqual(
      menu.menuPages.map((p) => p?.key),
      ['for-sale', 'for-rent', 'services', 'aankoop', 'demand-register', 'contact'],
    );
    const table = await client.request(ops.PathTableDocument, { locale: 'de' });
    assert.ok(table.menuPages.find((p) => p?.originalPath === '/for-rent/' && p.path === '/de/zu-vermieten/'));
  });

  test('a page with its modules by path', async () => {
    const { menuPages } = await client.request(ops.PageByPathDocument, { locale: 'nl', path: '/nl/service/' });
    const kinds = menuPages[0]!.modules!.map((m) => m?.__typename);
    assert.ok(kinds.includes('ComponentModulesCategory'));
    const news = menuPages[0]!.modules!.find((m): m is CategoryModule => m?.__typename === 'ComponentModulesCategory' && m.categoryView === 'news');
    assert.equal(news?.layout?.maxItems, 9);
    assert.deepEqual(menuPages[0]!.localizations.map((l) => l?.locale).sort(), ['de', 'en', 'fr']);
  });

  test('property list, filters and paging; a known listing in detail', async () => {
    const gistel = await client.request(ops.PropertyListDocument, {
      filters: { goal: { eq: 'sale' }, cityName: { eqi: 'gistel' } },
      start: 72,
      limit: 12,
      sort: ['externalId:asc'],
    });
    // The spec's 77 for sale in Gistel, and the units of the Gistel project.
    const units = unitItems.filter((i) => i.City === 'Gistel').length;
    assert.deepEqual(gistel.properties_connection?.pageInfo, { total: 77 + units });
    assert.equal(gistel.properties_connection?.nodes.length, Math.min(12, 77 + units - 72));
    const detail = await client.request(ops.PropertyDetailDocument, { externalId: 4512308 });
    const p = detail.properties[0]!;
    assert.equal(Number(p.price), 329000);
    assert.equal(p.cityName, 'Gistel');
    assert.equal(p.epcLabel, 'c');
    assert.ok(p.photos.length > 0);
    assert.ok(p.virtualTourUrl?.includes('matterport'));
  });

  test('search index, cities by goal, articles, team and testimonials', async () => {
    const search = await client.request(ops.SearchIndexDocument, { locale: 'nl' });
    assert.equal(search.propertyTypes.length, 9);
    assert.equal(search.listingTotals.total, snapshotItems.length);
    const rent = await client.request(ops.CitiesByGoalDocument, { goal: 'RENT' });
    assert.equal(rent.citiesWithListings.length, 2);
    const news = await client.request(ops.ArticlesByCategoryDocument, { locale: 'en', categoryKey: 'news', limit: 9 });
    assert.ok(news.articles.length >= 6);
    const one = await client.request(ops.ArticleBySlugDocument, { locale: 'en', slug: news.articles[0]!.slug! });
    assert.equal(one.articles[0]?.title, news.articles[0]?.title);
    const team = await client.request(ops.TeamMembersDocument, { locale: 'de', limit: 4 });
    assert.equal(team.teamMembers.length, 4);
    const testimonials = await client.request(ops.TestimonialsDocument, { locale: 'fr', limit: 6 });
    assert.ok(testimonials.testimonials.length >= 3);
  });
});
