import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  initials,
  descriptionBlocks,
  DESCRIPTION_LIMIT,
  SEARCH_RESULT_DESCRIPTION_LIMIT,
  cleanDescription,
  decodeHtmlEntities,
  foldText,
  formatDate,
  formatLocalDate,
  hasText,
  isEmpty,
  pagingTitle,
  listingSlug,
  slugSegment,
  slugify,
  stripHtml,
  truncateText,
} from '../src/text';

describe('isEmpty', () => {
  for (const value of [null, undefined, '', ' ', '\n\t ', '\u00a0']) {
    test(`${JSON.stringify(value)} is empty`, () => assert.equal(isEmpty(value), true));
  }
  for (const value of ['a', ' a ', 0, false, [], {}, Number.NaN]) {
    test(`${JSON.stringify(value)} is not empty`, () => assert.equal(isEmpty(value), false));
  }
  test('hasText', () => {
    assert.equal(hasText(' x '), true);
    assert.equal(hasText('  '), false);
    assert.equal(hasText(5), false);
  });
});

describe('stripHtml and entities', () => {
  test('tags removed, named and numeric entities decoded, whitespace collapsed', () => {
    assert.equal(stripHtml('<p>Caf&eacute; &amp; terras,&nbsp;<b>z&#233;&#xE9;r</b>\n\n mooi</p>'), 'Café & terras, zéér mooi');
  });
  test('block ends and <br> separate words', () => {
    assert.equal(stripHtml('<p>Living</p><p>Keuken</p>Badkamer<br/>Tuin<li>Garage</li>'), 'Living Keuken Badkamer Tuin Garage');
  });
  test('script, style and comments disappear with their content', () => {
    assert.equal(stripHtml('A<script>alert("x")</script>B<style>p{}</style>C<!-- note -->D'), 'A B C D');
  });
  test('an encoded tag stays visible text, decoded once', () => {
    assert.equal(stripHtml('&lt;b&gt;vet&lt;/b&gt; &amp;amp;'), '<b>vet</b> &amp;');
  });
  test('unknown or invalid entities are left as written', () => {
    assert.equal(decodeHtmlEntities('&foo; &#0; &#xD800; &euro;'), '&foo; &#0; &#xD800; €');
  });
  test('empty input', () => {
    assert.equal(stripHtml(null), '');
    assert.equal(stripHtml(undefined), '');
    assert.equal(stripHtml('<p> </p>'), '');
  });
});

describe('truncateText around the 80% rule', () => {
  test('a text that fits is unchanged (no ellipsis)', () => {
    const text = 'x'.repeat(100);
    assert.equal(truncateText(text, 100), text);
  });
  test('one character over the limit is cut', () => {
    assert.equal(truncateText('x'.repeat(101), 100), `${'x'.repeat(100)}...`);
  });
  test('last space after 80% of the limit: cut at the space', () => {
    const text = `${'a'.repeat(81)} ${'b'.repeat(50)}`;
    assert.equal(truncateText(text, 100), `${'a'.repeat(81)}...`);
  });
  test('last space exactly at 80%: not after it, so cut hard at the limit', () => {
    const text = `${'a'.repeat(80)} ${'b'.repeat(50)}`;
    assert.equal(truncateText(text, 100), `${'a'.repeat(80)} ${'b'.repeat(19)}...`);
  });
  test('last space before 80%: cut hard at the limit', () => {
    const text = `${'a'.repeat(50)} ${'b'.repeat(80)}`;
    assert.equal(truncateText(text, 100), `${'a'.repeat(50)} ${'b'.repeat(49)}...`);
  });
  test('a space right at the limit keeps whole words', () => {
    const text = `${'a'.repeat(100)} bbb`;
    assert.equal(truncateText(text, 100), `${'a'.repeat(100)}...`);
  });
  test('the result never exceeds limit + 3', () => {
    const words = 'Ruime woning met zonnige tuin en garage in het centrum van Gistel vlakbij scholen en winkels '.repeat(10);
    for (const limit of [10, 50, 99, 100, 250]) assert.ok(truncateText(words, limit).length <= limit + 3);
  });
});

describe('cleanDescription', () => {
  test('default limit is 250, search results 100', () => {
    assert.equal(DESCRIPTION_LIMIT, 250);
    assert.equal(SEARCH_RESULT_DESCRIPTION_LIMIT, 100);
  });
  test('strips then cuts at the default limit', () => {
    const html = `<p>${'woord '.repeat(100)}</p>`;
    const result = cleanDescription(html);
    assert.ok(result.endsWith('woord...'));
    assert.ok(result.length <= 253);
    assert.ok(result.length > 200);
    assert.doesNotMatch(result, /<|&/);
  });
  test('a short description is only stripped', () => {
    assert.equal(cleanDescription('<b>Instapklaar</b> appartement&nbsp;!'), 'Instapklaar appartement !');
  });
  test('an explicit limit', () => {
    assert.equal(cleanDescription('<p>Prachtige villa met zwembad</p>', 15), 'Prachtige villa...');
  });
});

describe('formatDate day-month-year without padding', () => {
  test('plain dates', () => {
    assert.equal(formatDate('2026-03-05'), '5-3-2026');
    assert.equal(formatDate('2026-12-31'), '31-12-2026');
  });
  test('a Date in the Brussels day (late UTC evening is the next day in Belgium)', () => {
    assert.equal(formatDate(new Date('2026-03-05T10:00:00Z')), '5-3-2026');
    assert.equal(formatDate(new Date('2026-03-05T23:30:00Z')), '6-3-2026');
    assert.equal(formatDate('2026-07-01T22:30:00Z'), '2-7-2026');
    assert.equal(formatDate(Date.UTC(2026, 0, 9, 12)), '9-1-2026');
  });
  test('another time zone on request', () => {
    assert.equal(formatDate(new Date('2026-03-05T23:30:00Z'), { timeZone: 'UTC' }), '5-3-2026');
  });
  test('invalid dates give an empty string', () => {
    assert.equal(formatDate('2026-02-30'), '');
    assert.equal(formatDate('gisteren'), '');
    assert.equal(formatDate(new Date(Number.NaN)), '');
    assert.equal(formatDate(null), '');
    assert.equal(formatDate(''), '');
  });
});

describe('pagingTitle', () => {
  test('each language', () => {
    assert.equal(pagingTitle({ page: 1, pageCount: 8, total: 77 }, 'nl'), 'Pagina 1 van 8 (77 panden)');
    assert.equal(pagingTitle({ page: 1, pageCount: 8, total: 77 }, 'fr'), 'Page 1 sur 8');
    assert.equal(pagingTitle({ page: 1, pageCount: 8, total: 77 }, 'en'), 'Page 1 of 8');
    assert.equal(pagingTitle({ page: 1, pageCount: 8, total: 77 }, 'de'), 'Seite 1 von 8');
  });
  test('Dutch singular and unknown total', () => {
    assert.equal(pagingTitle({ page: 1, pageCount: 1, total: 1 }, 'nl'), 'Pagina 1 van 1 (1 pand)');
    assert.equal(pagingTitle({ page: 2, pageCount: 3 }, 'nl'), 'Pagina 2 van 3');
  });
});

describe('slugs', () => {
  test("'Ú Verkoopt!' → 'u-verkoopt/'", () => assert.equal(slugify('Ú Verkoopt!'), 'u-verkoopt/'));
  test('accents, case, punctuation and spaces', () => {
    assert.equal(slugify('Onze Diensten'), 'onze-diensten/');
    assert.equal(slugify('  Bel-étage & Rijwoning  '), 'bel-etage-rijwoning/');
    assert.equal(slugify("L'immobilier à Liège"), 'limmobilier-a-liege/');
    assert.equal(slugify('Straße über Größe'), 'strasse-uber-grosse/');
    assert.equal(slugify('Tips'), 'tips/');
  });
  test('nothing sluggable gives an empty string', () => {
    assert.equal(slugify('!!!'), '');
    assert.equal(slugify(null), '');
    assert.equal(slugSegment('Ú Verkoopt!'), 'u-verkoopt');
  });
  test('foldText', () => assert.equal(foldText('ÉÈÊËéèêë Ç ï Œuvre'), 'eeeeeeee c i oeuvre'));
  test('listingSlug from description, else type and city', () => {
    assert.equal(listingSlug({ typeDescription: 'Ruim appartement met zeezicht', city: 'Oostende' }), 'ruim-appartement-met-zeezicht');
    assert.equal(listingSlug({ typeDescription: '', mainTypeName: 'Appartement', city: 'Oostende' }), 'appartement-oostende');
    assert.equal(listingSlug({}), 'pand');
  });
  test('listingSlug in another language names the type in that language', () => {
    assert.equal(listingSlug({ typeDescription: 'Handelspand', mainTypeName: 'Commercieel', city: 'Gistel' }, 'fr'), 'immeuble-commercial');
    assert.equal(listingSlug({ typeDescription: 'Halfopen woning', city: 'Gistel' }, 'de'), 'doppelhaushalfte');
    assert.equal(listingSlug({ typeDescription: 'Halfopen woning', city: 'Gistel' }, 'nl'), 'halfopen-woning');
    // A free description the table does not know: the known main type (with the town) reads better than Dutch words.
    assert.equal(listingSlug({ typeDescription: 'Ruim appartement met zeezicht', mainTypeName: 'Appartement', city: 'Oostende' }, 'en'), 'apartment-oostende');
    assert.equal(
      listingSlug({ typeDescription: 'Ruim appartement met zeezicht', mainTypeName: 'Appartement', city: 'Oostende' }, 'nl'),
      'ruim-appartement-met-zeezicht',
    );
    // Nothing known: the feed's words, in every language.
    assert.equal(listingSlug({ typeDescription: 'Iets bijzonders' }, 'fr'), 'iets-bijzonders');
    assert.equal(listingSlug({}, 'de'), 'pand');
  });
  test('listingSlug is cut at a hyphen to 60 characters', () => {
    const slug = listingSlug({ typeDescription: 'Zeer ruime en lichtrijke woning met vier slaapkamers, tuin, garage en zonnepanelen' });
    assert.ok(slug.length <= 60);
    assert.equal(slug, 'zeer-ruime-en-lichtrijke-woning-met-vier-slaapkamers-tuin');
  });
});

describe('description blocks', () => {
  test('plain text keeps paragraphs, line breaks and bullet lines', () => {
    const text = 'Lichtrijk appartement.\nVrij vanaf 1 december.\n\nTroeven:\n- 2 slaapkamers\n- Terras 17 m²\n\nBezoek op afspraak.';
    assert.deepEqual(descriptionBlocks(text), [
      { kind: 'paragraph', lines: ['Lichtrijk appartement.', 'Vrij vanaf 1 december.'] },
      { kind: 'paragraph', lines: ['Troeven:'] },
      { kind: 'list', items: ['2 slaapkamers', 'Terras 17 m²'] },
      { kind: 'paragraph', lines: ['Bezoek op afspraak.'] },
    ]);
  });

  test('HTML: paragraphs, <br> and list items kept, tags and entities cleaned, scripts dropped', () => {
    const html =
      '<p><strong>Nieuwbouw</strong> vanaf &#8364;&nbsp;289.000.<br>BEN-normen.</p><ul><li>3 slaapkamers</li><li>Terras 24&nbsp;m²</li></ul><script>alert(1)</script><p>Info &amp; bezoek &lt;b&gt;</p>';
    assert.deepEqual(descriptionBlocks(html), [
      { kind: 'paragraph', lines: ['Nieuwbouw vanaf € 289.000.', 'BEN-normen.'] },
      { kind: 'list', items: ['3 slaapkamers', 'Terras 24 m²'] },
      { kind: 'paragraph', lines: ['Info & bezoek <b>'] },
    ]);
  });

  test('other bullet signs, Windows line ends, and empty input', () => {
    assert.deepEqual(descriptionBlocks('Troeven:\r\n• Tuin\r\n* Garage'), [
      { kind: 'paragraph', lines: ['Troeven:'] },
      { kind: 'list', items: ['Tuin', 'Garage'] },
    ]);
    assert.deepEqual(descriptionBlocks('  '), []);
    assert.deepEqual(descriptionBlocks(null), []);
  });
});

describe('formatLocalDate: one Belgian numeric date per language', () => {
  test('slashes in Dutch, French and English, dots in German, unpadded', () => {
    assert.equal(formatLocalDate('2026-12-04', 'nl'), '4/12/2026');
    assert.equal(formatLocalDate('2026-12-04', 'fr'), '4/12/2026');
    assert.equal(formatLocalDate('2026-12-04', 'en'), '4/12/2026');
    assert.equal(formatLocalDate('2026-12-04', 'de'), '4.12.2026');
  });
  test('without the year (a graph axis)', () => {
    assert.equal(formatLocalDate('2026-03-11', 'nl', { year: false }), '11/3');
    assert.equal(formatLocalDate('2026-03-11', 'de', { year: false }), '11.3.');
  });
  test('the Belgian day of a moment, and nothing for an invalid one', () => {
    assert.equal(formatLocalDate('2026-03-05T23:30:00Z', 'fr'), '6/3/2026');
    assert.equal(formatLocalDate('2026-02-30', 'nl'), '');
    assert.equal(formatLocalDate(null, 'en'), '');
  });
});

describe('initials', () => {
  test('the first letters of the first two names, in capitals', () => {
    assert.equal(initials('Ann De Smet'), 'AD');
    assert.equal(initials('  jan   peeters '), 'JP');
    assert.equal(initials('Marie'), 'M');
    assert.equal(initials(''), '');
  });
});
