/** The site's typed GraphQL operations (@coast/graphql) against the real CMS. */
const { test, before, describe } = require('node:test');
const assert = require('node:assert/strict');
const { cms, database, snapshotItems, unitItems } = require('../helpers/context');

describe(`the site's typed operations on ${database}`, () => {
  let request;
  before(async () => {
    const { GraphQLClient } = await import('graphql-request');
    const client = new GraphQLClient(`${cms().url}/graphql`);
    request = (document, variables) => client.request(document, variables);
  });
  const ops = () => require('@coast/graphql');

  test('site configuration, menu and path table', async () => {
    const config = await request(ops().SiteConfigurationDocument, { locale: 'fr' });
    assert.equal(config.siteConfiguration.locale, 'fr');
    assert.ok(config.siteConfiguration.logo?.url, 'logo in the media library');
    const menu = await request(ops().MenuEntriesDocument, { locale: 'nl' });
    assert.deepEqual(
      menu.menuPages.map((p) => p.key),
      ['for-sale', 'for-rent', 'services', 'aankoop', 'demand-register', 'contact'],
    );
    const table = await request(ops().PathTableDocument, { locale: 'de' });
    assert.ok(table.menuPages.find((p) => p.originalPath === '/for-rent/' && p.path === '/de/zu-vermieten/'));
  });

  test('a page with its modules by path', async () => {
    const { menuPages } = await request(ops().PageByPathDocument, { locale: 'nl', path: '/nl/service/' });
    const kinds = menuPages[0].modules.map((m) => m.__typename);
    assert.ok(kinds.includes('ComponentModulesCategory'));
    const news = menuPages[0].modules.find((m) => m.__typename === 'ComponentModulesCategory' && m.categoryView === 'news');
    assert.equal(news.layout.maxItems, 9);
    assert.deepEqual(menuPages[0].localizations.map((l) => l.locale).sort(), ['de', 'en', 'fr']);
  });

  test('property list, filters and paging; a known listing in detail', async () => {
    const gistel = await request(ops().PropertyListDocument, {
      filters: { goal: { eq: 'sale' }, cityName: { eqi: 'gistel' } },
      start: 72,
      limit: 12,
      sort: ['externalId:asc'],
    });
    // The spec's 77 for sale in Gistel, and the units of the Gistel project.
    const units = unitItems.filter((i) => i.City === 'Gistel').length;
    assert.deepEqual(gistel.properties_connection.pageInfo, { total: 77 + units });
    assert.equal(gistel.properties_connection.nodes.length, Math.min(12, 77 + units - 72));
    const detail = await request(ops().PropertyDetailDocument, { externalId: 4512308 });
    const p = detail.properties[0];
    assert.equal(Number(p.price), 329000);
    assert.equal(p.cityName, 'Gistel');
    assert.equal(p.epcLabel, 'c');
    assert.ok(p.photos.length > 0);
    assert.ok(p.virtualTourUrl?.includes('matterport'));
  });

  test('search index, cities by goal, articles, team and testimonials', async () => {
    const search = await request(ops().SearchIndexDocument, { locale: 'nl' });
    assert.equal(search.propertyTypes.length, 9);
    assert.equal(search.listingTotals.total, snapshotItems.length);
    const rent = await request(ops().CitiesByGoalDocument, { goal: 'RENT' });
    assert.equal(rent.citiesWithListings.length, 2);
    const news = await request(ops().ArticlesByCategoryDocument, { locale: 'en', categoryKey: 'news', limit: 9 });
    assert.ok(news.articles.length >= 6);
    const one = await request(ops().ArticleBySlugDocument, { locale: 'en', slug: news.articles[0].slug });
    assert.equal(one.articles[0].title, news.articles[0].title);
    const team = await request(ops().TeamMembersDocument, { locale: 'de', limit: 4 });
    assert.equal(team.teamMembers.length, 4);
    const testimonials = await request(ops().TestimonialsDocument, { locale: 'fr', limit: 6 });
    assert.ok(testimonials.testimonials.length >= 3);
  });
});
