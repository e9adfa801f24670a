import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { toPageModules } from '../src/cms/modules';
import { toListingCard } from '../src/cms/listings';
import { colour, present, slugsByLocale, toMedia } from '../src/cms/shape';

type Zone = Parameters<typeof toPageModules>[0];
type CardRow = Parameters<typeof toListingCard>[0];

const common = { title: null, showTitle: null, description: null, description2: null, isPublished: null, layout: null };
const photo = {
  __typename: 'UploadFile',
  documentId: 'p1',
  url: '/uploads/p1.jpg',
  width: null,
  height: null,
  alternativeText: null,
  mime: 'image/jpeg',
} as const;

describe('CMS answers become app types at the boundary', () => {
  test('lists lose their nulls; texts, flags and media get their defaults', () => {
    assert.deepEqual(present([1, null, 2]), [1, 2]);
    assert.deepEqual(present(null), []);
    assert.deepEqual(toMedia(photo), { documentId: 'p1', url: '/uploads/p1.jpg', width: null, height: null, alternativeText: '', mime: 'image/jpeg' });
    assert.deepEqual(slugsByLocale([{ locale: 'fr', slug: 'achat' }, null, { locale: 'xx', slug: 'y' }, { locale: 'de', slug: null }]), { fr: 'achat' });
  });

  test('a colour reaches a style attribute only as a hex code', () => {
    assert.equal(colour('#C8102E'), '#C8102E');
    assert.equal(colour('#abc'), '#abc');
    for (const bad of ['red', '#12345', '#c8102e;background:url(x)', 'expression(alert(1))', '', null, undefined]) assert.equal(colour(bad), '', String(bad));
  });

  test("a page's modules: kinds from @coast/domain, the zone's nulls and 'Error' entries left out, the CMS's defaults filled in", () => {
    const zone = [
      null,
      { __typename: 'Error' },
      { __typename: 'ComponentModulesContact', id: '1', ...common, form: 'contact_me', contactView: null },
      {
        __typename: 'ComponentModulesCategory',
        id: '2',
        ...common,
        title: 'Nieuws',
        categoryView: null,
        hasSubcategories: null,
        category: {
          documentId: 'c',
          key: 'news',
          name: 'Nieuws',
          slug: 'nieuws',
          description: null,
          children: [null, { documentId: 'd', key: null, name: 'Sub', slug: null }],
        },
      },
      {
        __typename: 'ComponentModulesPropertyList',
        id: '3',
        ...common,
        showTitle: false,
        title: 'Te koop',
        listView: null,
        goal: null,
        paging: null,
        sortBy: null,
      },
      {
        __typename: 'ComponentModulesArticle',
        id: '4',
        ...common,
        articleView: null,
        article: null,
        layout: {
          titleSize: null,
          position: 'left',
          span: 4,
          colSm: null,
          colMd: null,
          colLg: null,
          cssClass: null,
          backgroundType: 'gallery',
          backgroundColor: null,
          backgroundImage: null,
          backgroundImages: [null, photo],
          itemsPerRow: null,
          maxItems: 8,
        },
      },
    ] as unknown as Zone;
    const [contact, category, list, article] = toPageModules(zone);
    assert.deepEqual(contact, {
      kind: 'contact',
      id: '1',
      title: '',
      showTitle: false,
      description: '',
      description2: '',
      isPublished: true,
      layout: {
        titleSize: 'h2',
        position: 'main',
        span: 12,
        colSm: 12,
        colMd: 12,
        colLg: 12,
        cssClass: '',
        backgroundType: 'none',
        backgroundColor: '',
        backgroundImage: null,
        backgroundImages: [],
        itemsPerRow: null,
        maxItems: null,
      },
      view: 'form',
      form: 'contact-me',
    });
    assert.equal(category?.kind === 'category' && category.showTitle, true);
    assert.deepEqual(category?.kind === 'category' && [category.view, category.hasSubcategories, category.category?.children.map((c) => c.name)], [
      'list',
      false,
      ['Sub'],
    ]);
    assert.deepEqual(list?.kind === 'property-list' && [list.showTitle, list.view, list.goal, list.paging, list.sortBy], [
      false,
      'grid',
      'all',
      false,
      'newest',
    ]);
    assert.deepEqual(
      article?.kind === 'article' && [
        article.view,
        article.article,
        article.layout.position,
        article.layout.span,
        article.layout.maxItems,
        article.layout.backgroundImages.length,
      ],
      ['full', null, 'left', 4, 8, 1],
    );
  });

  test("a listing's card: hiding flags are off only when the feed says so; missing numbers stay null", () => {
    const row = {
      __typename: 'Property',
      documentId: 'x',
      externalId: 1,
      webId: 1,
      goal: 'sale',
      availability: 'for_sale',
      price: null,
      publishPrice: null,
      publishAddress: false,
      bedrooms: null,
      thumbnail: null,
    } as unknown as CardRow;
    const card = toListingCard(row);
    assert.equal(card.publishPrice, true);
    assert.equal(card.publishAddress, false);
    assert.equal(card.price, null);
    assert.equal(card.thumbnail, null);
  });
});
