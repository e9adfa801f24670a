/** The CMS foundation: seed figures, pages per language, drafts, the importer, public API limits. */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { graphql, rest } from '../helpers/http';
import { cms, database, snapshot, snapshotItems, unitItems, feedOf, importFeed, rows, LOCALES } from '../helpers/context';

/** A town as citiesWithListings gives it. */
interface City {
  name: string;
  zip: string;
  propertyCount: number;
  saleCount: number;
  rentCount: number;
}
interface PropertyType {
  webId: number;
  name: string;
  showOrder: number;
  countSaleProperty: number;
}
interface Page {
  key: string;
  title: string;
  path: string;
  originalPath: string;
  locale: string;
}

describe(`CMS on ${database}`, () => {
  test("the seeded listings reproduce the spec figures (92 / 77 / 15 in Gistel, 26 in Oostende, rent in two towns) plus the projects' units", async () => {
    const { data, errors } = await graphql<{ all: City[]; rent: City[]; listingTotals: { forSale: number; forRent: number; total: number } }>(
      cms().url,
      `
        {
          all: citiesWithListings(goal: ALL) {
            name
            zip
            propertyCount
            saleCount
            rentCount
          }
          rent: citiesWithListings(goal: RENT) {
            name
          }
          listingTotals {
            forSale
            forRent
            total
          }
        }
      `,
    );
    assert.equal(errors, undefined);
    const gistel = data.all.find((c) => c.name === 'Gistel')!;
    const oostende = data.all.find((c) => c.name === 'Oostende')!;
    // The snapshot is the spec's figures; the committed projects add their units (for sale, sold ones too).
    const units = (city: string) => unitItems.filter((i) => i.City === city).length;
    assert.ok(units('Gistel') > 0 && units('Oostende') > 0);
    assert.deepEqual(
      { total: gistel.propertyCount, sale: gistel.saleCount, rent: gistel.rentCount },
      { total: 92 + units('Gistel'), sale: 77 + units('Gistel'), rent: 15 },
    );
    assert.equal(oostende.propertyCount, 26 + units('Oostende'));
    assert.deepEqual(data.rent.map((c) => c.name).sort(), ['Gistel', 'Oostende']);
    assert.equal(data.listingTotals.total, snapshotItems.length);
    assert.equal(data.listingTotals.forSale + data.listingTotals.forRent <= data.listingTotals.total, true);
  });

  test('the nine property types come in ShowOrder with their names in each language and their counts', async () => {
    const expected = ['Huis', 'Appartement', 'Studio', 'Grond', 'Opbrengsteigendom', 'Commercieel', 'Industrieel', 'Kantoren', 'Garage/Parking'];
    const nl = await graphql<{ propertyTypes: PropertyType[] }>(
      cms().url,
      `
        {
          propertyTypes(locale: "nl", sort: ["showOrder:asc"]) {
            webId
            name
            showOrder
            sale
            rent
            countSaleProperty
            countRentProperty
          }
        }
      `,
    );
    assert.equal(nl.errors, undefined);
    assert.deepEqual(
      nl.data.propertyTypes.map((t) => t.name),
      expected,
    );
    assert.deepEqual(
      nl.data.propertyTypes.map((t) => t.webId),
      [1, 2, 3, 4, 5, 6, 8, 9, 7],
    );
    assert.deepEqual(
      nl.data.propertyTypes.map((t) => t.showOrder),
      [0, 1, 2, 3, 4, 5, 6, 7, 8],
    );
    const saleSum = nl.data.propertyTypes.reduce((s, t) => s + t.countSaleProperty, 0);
    assert.equal(saleSum, snapshotItems.filter((i) => i.Goal === 0).length);
    const fr = await graphql<{ propertyTypes: PropertyType[] }>(
      cms().url,
      `
        {
          propertyTypes(locale: "fr", sort: ["showOrder:asc"]) {
            name
          }
        }
      `,
    );
    assert.equal(fr.data.propertyTypes[0].name, 'Maison');
  });

  test('a page resolves by its localized path in each language, and by its original path', async () => {
    const query = `query ($locale: I18NLocaleCode!, $path: String!) { menuPages(locale: $locale, filters: { or: [{ path: { eq: $path } }, { originalPath: { eq: $path } }] }) { key title path locale } }`;
    const nl = await graphql<{ menuPages: Page[] }>(cms().url, query, { locale: 'nl', path: '/nl/te-koop/' });
    assert.equal(nl.errors, undefined);
    assert.equal(nl.data.menuPages.length, 1);
    assert.equal(nl.data.menuPages[0].key, 'for-sale');
    const paths: Record<string, Page> = {};
    for (const locale of LOCALES) {
      const all = await graphql<{ menuPages: Page[] }>(
        cms().url,
        `
          query ($locale: I18NLocaleCode!) {
            menuPages(locale: $locale, filters: { key: { eq: "for-sale" } }) {
              path
              title
            }
          }
        `,
        { locale },
      );
      paths[locale] = all.data.menuPages[0];
      const byPath = await graphql<{ menuPages: Page[] }>(cms().url, query, { locale, path: paths[locale].path });
      assert.equal(byPath.data.menuPages[0].key, 'for-sale', `for-sale in ${locale}`);
      assert.equal(byPath.data.menuPages[0].locale, locale);
    }
    assert.equal(new Set(LOCALES.map((l) => paths[l].title)).size, 4, 'four different titles');
    const original = await graphql<{ menuPages: Page[] }>(cms().url, query, { locale: 'nl', path: '/for-sale/' });
    assert.equal(original.data.menuPages[0].key, 'for-sale');
  });

  test('every page of the spec exists, published, in all four languages', async () => {
    const originals = [
      '/',
      '/for-sale/',
      '/for-rent/',
      '/services/',
      '/Aankoop/',
      '/demand-register/',
      '/contact/',
      '/contact-demand/',
      '/privacy/',
      '/Cookie-policy/',
      '/Disclaimer/',
      '/login/',
      '/onze-diensten/u-verhuurt/',
      '/onze-diensten/u-verkoopt/',
      '/tips/',
      ...[
        'contact-me',
        'contact-appointment',
        'contact-construction',
        'contact-demand',
        'demand-register',
        'send-to-friend',
        'site-contact',
        'sign-newsletter',
        'testimonial',
      ].map((k) => `/feedback/${k}/`),
      '/services/team/',
      '/services/testimonials/',
    ];
    for (const locale of LOCALES) {
      const { data } = await graphql<{ menuPages: Page[] }>(
        cms().url,
        `
          query ($locale: I18NLocaleCode!) {
            menuPages(locale: $locale, pagination: { limit: 200 }) {
              originalPath
              path
              title
            }
          }
        `,
        { locale },
      );
      const have = new Set(data.menuPages.map((p) => p.originalPath));
      for (const o of originals) assert.ok(have.has(o), `${o} in ${locale}`);
      for (const p of data.menuPages) assert.ok(p.path.startsWith(`/${locale}/`) && p.path.endsWith('/'), `${p.path} is a ${locale} path`);
    }
  });

  test('a draft is invisible to the public and visible with the site token', async () => {
    const pages = cms().strapi.documents('api::menu-page.menu-page');
    const draft = await pages.create({
      locale: 'nl',
      data: { key: 'draft-only', name: 'Concept', originalPath: '/draft-only/', path: '/nl/concept/', title: 'Nog niet gepubliceerd', modules: [] },
    });
    const query = `query ($status: PublicationStatus) { menuPages(locale: "nl", status: $status, filters: { key: { eq: "draft-only" } }) { title } }`;
    for (const status of ['PUBLISHED', 'DRAFT']) {
      const anon = await graphql<{ menuPages: Page[] }>(cms().url, query, { status });
      assert.deepEqual(anon.data.menuPages, [], `public, status ${status}`);
    }
    const restAnon = await rest<{ data: unknown[] }>(cms().url, '/api/menu-pages?status=draft&filters[key][$eq]=draft-only&locale=nl');
    assert.equal(restAnon.status, 200);
    assert.deepEqual(restAnon.json.data, []);
    const withToken = await graphql<{ menuPages: Page[] }>(cms().url, query, { status: 'DRAFT' }, { token: cms().siteReadToken });
    assert.equal(withToken.data.menuPages[0].title, 'Nog niet gepubliceerd');

    // An unpublished change to a published page stays off the public site.
    const contact = (await pages.findFirst({ locale: 'nl', filters: { key: 'contact' } }))!;
    await pages.update({ documentId: contact.documentId, locale: 'nl', data: { title: 'Gewijzigd in concept' } });
    const live = await graphql<{ menuPages: Page[] }>(
      cms().url,
      `
        {
          menuPages(locale: "nl", filters: { key: { eq: "contact" } }) {
            title
          }
        }
      `,
    );
    assert.notEqual(live.data.menuPages[0].title, 'Gewijzigd in concept');
    const asDraft = await graphql<{ menuPages: Page[] }>(
      cms().url,
      `
        {
          menuPages(locale: "nl", status: DRAFT, filters: { key: { eq: "contact" } }) {
            title
          }
        }
      `,
    );
    assert.notEqual(asDraft.data.menuPages[0].title, 'Gewijzigd in concept');
    await pages.publish({ documentId: contact.documentId, locale: 'nl' });
    const published = await graphql<{ menuPages: Page[] }>(
      cms().url,
      `
        {
          menuPages(locale: "nl", filters: { key: { eq: "contact" } }) {
            title
          }
        }
      `,
    );
    assert.equal(published.data.menuPages[0].title, 'Gewijzigd in concept');
    await pages.delete({ documentId: draft.documentId });
  });

  test('importing the same feed twice changes nothing', async () => {
    const listings = () => rows<{ externalId: number; updatedAt: string }>('api::property.property');
    const before = await listings().findMany({ select: ['externalId', 'updatedAt'] });
    const files = await rows('plugin::upload.file').count();
    const report = await importFeed(snapshot);
    assert.deepEqual(
      {
        created: report.created,
        updated: report.updated,
        removed: report.removed,
        failed: report.failed,
        pictures: report.picturesStored,
        unchanged: report.unchanged,
      },
      { created: 0, updated: 0, removed: 0, failed: [], pictures: 0, unchanged: snapshotItems.length },
    );
    const afterRows = await listings().findMany({ select: ['externalId', 'updatedAt'] });
    assert.deepEqual(afterRows.map((r) => [r.externalId, String(r.updatedAt)]).sort(), before.map((r) => [r.externalId, String(r.updatedAt)]).sort());
    assert.equal(await rows('plugin::upload.file').count(), files);
  });

  test('a malformed record is reported with its id and reason and the other records land; a listing that leaves the feed is kept as unavailable', async () => {
    const template = snapshotItems.find((i) => i.Goal === 0 && i.City === 'Gistel')!;
    const fresh = { ...template, ID: 9900001, City: 'Brugge', Zip: '8000', LargePictureItems: template.LargePictureItems.slice(0, 1) };
    const broken = { ...template, ID: 9900002, Goal: 'te koop' };
    const report = await importFeed(feedOf([...snapshotItems, broken, fresh]));
    assert.equal(report.created, 1);
    assert.equal(report.failed.length, 1);
    assert.equal(report.failed[0].id, '9900002');
    assert.match(report.failed[0].reason, /Goal/);

    const landed = await graphql<{ properties: { availability: string; cityName: string; photos: unknown[] }[] }>(
      cms().url,
      `
        {
          properties(filters: { externalId: { eq: 9900001 } }) {
            availability
            cityName
            photos {
              url
            }
          }
        }
      `,
    );
    assert.equal(landed.data.properties[0].availability, 'for_sale');
    assert.equal(landed.data.properties[0].cityName, 'Brugge');
    assert.equal(landed.data.properties[0].photos.length, 1);

    const again = await importFeed(snapshot);
    assert.equal(again.removed, 1);
    const gone = await graphql<{ properties: { availability: string; isInFeed: boolean }[]; listingTotals: { total: number } }>(
      cms().url,
      `
        {
          properties(filters: { externalId: { eq: 9900001 } }) {
            availability
            isInFeed
          }
          listingTotals {
            total
          }
        }
      `,
    );
    assert.deepEqual(gone.data.properties[0], { availability: 'unavailable', isInFeed: false });
    assert.equal(gone.data.listingTotals.total, snapshotItems.length);
  });

  test('the public cannot write: mutations and REST writes are refused, registration is closed', async () => {
    const mutation = await graphql(
      cms().url,
      `
        mutation {
          createMenuPage(data: { key: "x", name: "x", originalPath: "/x/", path: "/nl/x/", title: "x" }, locale: "nl") {
            documentId
          }
        }
      `,
    );
    assert.ok(mutation.errors?.length, 'mutation must fail');
    assert.match(mutation.errors[0].message, /Forbidden/i);
    const deleteProperty = await graphql(
      cms().url,
      `
        mutation {
          deleteProperty(documentId: "abc") {
            documentId
          }
        }
      `,
    );
    assert.ok(deleteProperty.errors?.length);
    const post = await rest(cms().url, '/api/properties', { method: 'POST', body: { data: { externalId: 1 } } });
    assert.equal(post.status, 403);
    const register = await rest(cms().url, '/api/auth/local/register', {
      method: 'POST',
      body: { username: 'x', email: 'x@example.com', password: 'Secret123!' },
    });
    assert.notEqual(register.status, 200);
    const users = await rest(cms().url, '/api/users');
    assert.equal(users.status, 403);
  });

  test('owner data and import bookkeeping are not public', async () => {
    const { errors } = await graphql(
      cms().url,
      `
        {
          properties(pagination: { limit: 1 }) {
            owner {
              email
            }
          }
        }
      `,
    );
    assert.ok(errors?.length, 'owner is not queryable');
    const r = await rest<{ data: Record<string, unknown>[] }>(cms().url, '/api/properties?pagination[limit]=1');
    assert.equal(r.status, 200);
    assert.equal('sourceHash' in r.json.data[0], false);
    assert.equal('owner' in r.json.data[0], false);
  });

  test('GraphQL limits: deep queries are refused, page sizes are capped, no sandbox page in production', async () => {
    const deep = await graphql(
      cms().url,
      `
        {
          menuPages {
            parent {
              parent {
                parent {
                  parent {
                    parent {
                      parent {
                        parent {
                          parent {
                            parent {
                              parent {
                                key
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      `,
    );
    assert.ok(deep.errors?.length);
    assert.match(deep.errors[0].message, /depth/i);
    const big = await graphql<{ properties: unknown[] }>(
      cms().url,
      `
        {
          properties(pagination: { limit: 5000 }) {
            externalId
          }
        }
      `,
    );
    assert.ok(big.errors?.length || big.data.properties.length <= 200);
    const landing = await fetch(`${cms().url}/graphql`, { headers: { accept: 'text/html' } });
    assert.doesNotMatch(landing.headers.get('content-type') ?? '', /html/);
    assert.doesNotMatch(await landing.text(), /<html|sandbox|embeddable/i);
    const introspection = await graphql(
      cms().url,
      `
        {
          __schema {
            types {
              name
            }
          }
        }
      `,
    );
    assert.ok(introspection.errors?.length, 'introspection is off in production');
  });

  test('the site configuration is public, in four languages, with the agency legal data', async () => {
    for (const locale of LOCALES) {
      const { data, errors } = await graphql<{
        siteConfiguration: { defaultLanguage: string; searchDescription: string; agency: { bivNumber: string | null }; languages: { code: string }[] };
      }>(
        cms().url,
        `
          query ($locale: I18NLocaleCode!) {
            siteConfiguration(locale: $locale) {
              defaultLanguage
              copyright
              searchDescription
              agency {
                name
                bivNumber
              }
              languages {
                code
                use
              }
            }
          }
        `,
        { locale },
      );
      assert.equal(errors, undefined);
      assert.equal(data.siteConfiguration.defaultLanguage, 'nl');
      assert.match(data.siteConfiguration.searchDescription, /\{totalForSale\}/);
      assert.ok(data.siteConfiguration.agency.bivNumber);
      assert.deepEqual(
        data.siteConfiguration.languages.map((l) => l.code),
        LOCALES,
      );
    }
  });
});
