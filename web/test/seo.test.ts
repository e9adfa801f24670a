import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { agentJsonLd } from '../src/seo/agent-json-ld';
import { breadcrumbJsonLd } from '../src/seo/breadcrumb-json-ld';
import { jsonLdText } from '../src/seo/json-ld';
import { publicImageUrl } from '../src/seo/public-image-url';
import { listingJsonLd, type ListingInput } from '../src/seo/listing-json-ld';
import { sitemapFiles } from '../src/seo/sitemap-xml';

const listing: ListingInput = {
  externalId: 4512308,
  webId: 1,
  goal: 'sale',
  availability: 'for_sale',
  price: 329000,
  publishPrice: true,
  publishAddress: true,
  street: 'Zevekotestraat',
  houseNumber: '14',
  zip: '8470',
  cityName: 'Gistel',
  latitude: 51.15,
  longitude: 2.97,
  bedrooms: 3,
  surfaceLiving: 160,
};
const options = {
  url: 'https://example.be/nl/te-koop/gistel/huis/4512308/',
  name: 'Halfopen woning',
  images: ['https://example.be/a.jpg'],
  locale: 'nl' as const,
};

describe('structured data', () => {
  test('a listing: offer in EUR, the place with address, geo, size and rooms', () => {
    const data = listingJsonLd(listing, options);
    assert.equal(data['@type'], 'RealEstateListing');
    assert.deepEqual(data.offers, {
      '@type': 'Offer',
      url: options.url,
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      availability: 'https://schema.org/InStock',
      priceCurrency: 'EUR',
      price: 329000,
    });
    assert.equal(data.about['@type'], 'House');
    assert.deepEqual(data.about.address, {
      '@type': 'PostalAddress',
      streetAddress: 'Zevekotestraat 14',
      postalCode: '8470',
      addressLocality: 'Gistel',
      addressCountry: 'BE',
    });
    assert.deepEqual(data.about.geo, { '@type': 'GeoCoordinates', latitude: 51.15, longitude: 2.97 });
    assert.deepEqual(data.about.floorSize, { '@type': 'QuantitativeValue', value: 160, unitCode: 'MTK' });
    assert.equal(data.about.numberOfBedrooms, 3);
  });
  test('a hidden price and a hidden address stay out; rent is priced per month', () => {
    const hidden = listingJsonLd({ ...listing, publishPrice: false, publishAddress: false }, options);
    const text = JSON.stringify(hidden);
    for (const secret of ['329000', 'Zevekotestraat', '51.15', '2.97']) assert.ok(!text.includes(secret), secret);
    assert.equal(hidden.about.address.addressLocality, 'Gistel');
    const rent = listingJsonLd({ ...listing, goal: 'rent', price: 850, webId: 2 }, options);
    assert.equal(rent.about['@type'], 'Apartment');
    assert.deepEqual(rent.offers.priceSpecification, {
      '@type': 'UnitPriceSpecification',
      price: 850,
      priceCurrency: 'EUR',
      unitCode: 'MON',
      unitText: 'month',
    });
    const from = listingJsonLd({ ...listing, priceUnit: 7 }, options);
    assert.deepEqual(from.offers.priceSpecification, { '@type': 'PriceSpecification', price: 329000, minPrice: 329000, priceCurrency: 'EUR' });
    assert.equal(listingJsonLd(listing, options).offers.priceSpecification, undefined);
    const sold = listingJsonLd({ ...listing, availability: 'sold' }, options);
    assert.equal(sold.offers.availability, 'https://schema.org/SoldOut');
    assert.equal(sold.offers.price, undefined, 'a sold listing shows no price');
    assert.equal(listingJsonLd({ ...listing, goal: 'rent', availability: 'rented' }, options).offers.availability, 'https://schema.org/SoldOut');
  });
  test("the agency with its BIV number; breadcrumbs link all but the current page; '<' cannot close the script", () => {
    const agent = agentJsonLd(
      { name: 'Kustvastgoed', zip: '8470', city: 'Gistel', phone: '+32 59 27 84 50', bivNumber: '512.345' },
      { url: 'https://example.be/' },
    );
    assert.deepEqual(agent.identifier, [{ '@type': 'PropertyValue', propertyID: 'BIV', value: '512.345' }]);
    const crumbs = breadcrumbJsonLd([{ label: 'Home', href: '/nl/' }, { label: 'Te koop', href: '/nl/te-koop/' }, { label: 'Woning' }], 'https://example.be');
    assert.deepEqual(
      crumbs.itemListElement.map((i) => ('item' in i ? i.item : null)),
      ['https://example.be/nl/', 'https://example.be/nl/te-koop/', null],
    );
    assert.equal(jsonLdText({ name: '</script><script>x' }), '{"name":"\\u003c/script>\\u003cscript>x"}');
  });
});

describe('sitemap', () => {
  const entry = { paths: { nl: '/nl/te-koop/', fr: '/fr/a-vendre/' }, defaultLocale: 'nl', lastmod: '2026-11-01T10:00:00.000Z' };
  test('one <url> per language, each with every alternate, x-default and lastmod', () => {
    const { index, parts } = sitemapFiles([entry], 'https://example.be');
    assert.equal(parts.length, 0);
    assert.equal((index.match(/<url>/g) ?? []).length, 2);
    assert.match(index, /<loc>https:\/\/example.be\/fr\/a-vendre\/<\/loc><lastmod>2026-11-01T10:00:00.000Z<\/lastmod>/);
    assert.match(index, /hreflang="x-default" href="https:\/\/example.be\/nl\/te-koop\/"/);
    assert.equal((index.match(/hreflang="nl"/g) ?? []).length, 2);
  });
  test('an article in only some languages: alternates of those, x-default only when the default language has it', () => {
    const article = { paths: { fr: '/fr/actualites/un-article/', en: '/en/news/an-article/' }, defaultLocale: 'nl', lastmod: '2026-10-01' };
    const { index } = sitemapFiles([article], 'https://example.be');
    assert.equal((index.match(/<url>/g) ?? []).length, 2);
    assert.doesNotMatch(index, /hreflang="nl"|x-default/);
    assert.match(index, /<lastmod>2026-10-01<\/lastmod>/);
    const escaped = sitemapFiles([{ paths: { nl: '/nl/a&b/' }, defaultLocale: 'nl' }], 'https://example.be').index;
    assert.match(escaped, /<loc>https:\/\/example.be\/nl\/a&amp;b\/<\/loc>/);
    assert.doesNotMatch(escaped, /<lastmod>/);
  });
  test('past the limit, an index of parts each within it', () => {
    const entries = Array.from({ length: 3 }, (_, i) => ({ ...entry, paths: { nl: `/nl/${i}/`, fr: `/fr/${i}/` } }));
    const { index, parts } = sitemapFiles(entries, 'https://example.be', 4);
    assert.equal(parts.length, 2);
    assert.match(index, /<sitemapindex/);
    assert.match(index, /<loc>https:\/\/example.be\/sitemap\/2.xml<\/loc>/);
    assert.equal((parts[0]!.match(/<url>/g) ?? []).length, 4);
    assert.equal((parts[1]!.match(/<url>/g) ?? []).length, 2);
  });
});

describe('public image addresses', () => {
  test('a photo goes through the optimiser at its short address; an SVG as it is', () => {
    assert.match(publicImageUrl('/uploads/listing_1.jpg'), /^https?:\/\/[^/]+\/img\/1360\/listing_1\.jpg$/);
    assert.match(publicImageUrl('/uploads/logo_5c148ecaff.svg'), /^https?:\/\/[^/]+\/uploads\/logo_5c148ecaff\.svg$/);
  });
});
