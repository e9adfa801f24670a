/**
 * A page's address is its own: no other page (any language, draft or published) holds it, it starts
 * with the page's language, and the site's own addresses (previews, listings) are not for pages. The
 * refusal names the page that holds the address, as the admin shows it on save. Keys, address parts and
 * advert links of the wrong shape are refused saying what is allowed.
 */
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { Modules } from '@strapi/strapi';
import { cms, database } from '../helpers/context';

const PAGE = 'api::menu-page.menu-page';
/** What a page is saved with; the tests also send shapes its type refuses, as a script could. */
type PageInput = Modules.Documents.Params.Data.Input<typeof PAGE>;

/** What Strapi throws when a save is refused. */
interface ValidationError {
  name: string;
  message: string;
  details: { errors: { path: (string | number)[] }[] };
}

/** The message of the error a save is refused with (and that it is a validation error on the field, or on the path to it). */
async function refusal(save: () => Promise<unknown>, field: string | (string | number)[] = 'path'): Promise<string> {
  try {
    await save();
  } catch (caught) {
    const error = caught as ValidationError;
    assert.equal(error.name, 'ValidationError');
    assert.deepEqual(error.details.errors[0].path, Array.isArray(field) ? field : [field]);
    return error.message;
  }
  assert.fail('the save was accepted');
}

describe(`page addresses on ${database}`, () => {
  test('an address another page holds, in any language, is refused with that page named; its own address and a free one are kept', async () => {
    const pages = cms().strapi.documents(PAGE);
    const tips = await pages.findFirst({ locale: 'de', filters: { path: '/de/tipps/' } });
    assert.ok(tips, 'the seeded German tips page');
    const save =
      (path: string, locale = 'de') =>
      () =>
        pages.update({ documentId: tips.documentId, locale, data: { path } });

    assert.match(await refusal(save('/de/kontakt/')), /\/de\/kontakt\/ is already used by the page "Kontakt" \(de\)/);
    assert.match(await refusal(save('/de/KONTAKT/')), /lowercase/);
    assert.match(
      await refusal(save('/nl/contact/')),
      /\/nl\/contact\/ is an address in another language \(\/nl\/\): this page's de address starts with \/de\//,
    );
    assert.match(await refusal(save('/fr/nouvelle/')), /another language/);
    assert.match(await refusal(save('/de/tipps')), /start with \/de\/.*each part ending with \//);
    assert.match(await refusal(save('/de/tipps/preview/')), /"preview"/);
    assert.match(await refusal(save('/de/zu-verkaufen/12345/')), /keeps \/de\/zu-verkaufen\/12345\/ for listings/);
    assert.match(await refusal(save('/de/property/neu/')), /for listings/);

    // A new page cannot take an address either, nor an original path another page has.
    const create = (data: Partial<PageInput>) => () =>
      pages.create({
        locale: 'de',
        data: { key: 'address-probe', name: 'Probe', title: 'Probe', originalPath: '/address-probe/', path: '/de/probe/', ...data },
      });
    assert.match(await refusal(create({ path: '/de/tipps/' })), /already used by the page "Tipps"/);
    assert.match(await refusal(create({ originalPath: '/for-sale/' }), 'originalPath'), /original path \/for-sale\/ is already used by the page/);
    assert.match(await refusal(create({ originalPath: 'for sale' }), 'originalPath'), /starts and ends with \//);

    // Saving the page with its own address, or a free one, goes through (and back).
    await save('/de/tipps/')();
    await save('/de/ratgeber/')();
    await save('/de/tipps/')();
    const again = await pages.findOne({ documentId: tips.documentId, locale: 'de' });
    assert.equal(again?.path, '/de/tipps/');
  });

  test("a key, an article's address part or an advert link of the wrong shape is refused saying what is allowed", async () => {
    const articles = cms().strapi.documents('api::article.article');
    const article = await articles.findFirst({ locale: 'nl', filters: { slug: { $notNull: true } }, fields: ['slug', 'key'] });
    assert.ok(article, 'a seeded article');
    const save = (data: Partial<Modules.Documents.Params.Data.Input<'api::article.article'>>) => () =>
      articles.update({ documentId: article.documentId, locale: 'nl', data });
    const slugRefusal = await refusal(save({ slug: 'Nieuwe Appartementen' }), 'slug');
    assert.match(slugRefusal, /^Not a valid web address part: only lowercase letters a-z, digits and hyphens/);
    assert.match(slugRefusal, /Geen geldig deel van een webadres/);
    assert.doesNotMatch(slugRefusal, /regex/);
    assert.match(await refusal(save({ key: 'Privacy Policy' }), 'key'), /^Not a valid key: only lowercase letters/);
    const pages = cms().strapi.documents(PAGE);
    const page = (await pages.findFirst({ locale: 'nl', fields: ['key'] }))!;
    assert.match(await refusal(() => pages.update({ documentId: page.documentId, locale: 'nl', data: { key: 'contact/page' } }), 'key'), /Not a valid key/);
    const adverts = cms().strapi.documents('api::listing-publication.listing-publication');
    assert.match(
      await refusal(() => adverts.create({ data: { medium: 'Immoweb', url: 'www.immoweb.be/nl/zoekertje 1' } }), 'url'),
      /^Not a valid link: a full web address starting with https:\/\//,
    );

    // A colour typed badly, in a top-bar link (a repeatable component) or a module's layout (a dynamic zone).
    const configurations = cms().strapi.documents('api::site-configuration.site-configuration');
    const configuration = (await configurations.findFirst({ locale: 'nl', populate: ['topBarRight'] }))!;
    const links = configuration.topBarRight!.map(({ id, ...link }) => link);
    const colourRefusal = await refusal(
      () =>
        configurations.update({
          documentId: configuration.documentId,
          locale: 'nl',
          data: {
            topBarRight: links.map((l, i) => (i === 1 ? { ...l, color: 'orange' } : l)),
          } as Modules.Documents.Params.Data.Input<'api::site-configuration.site-configuration'>,
        }),
      ['topBarRight', 1, 'color'],
    );
    assert.match(colourRefusal, /^Not a valid colour: pick it, or type # and 6 \(or 3\) hexadecimal digits/);
    assert.match(colourRefusal, /Geen geldige kleur/);
    assert.match(
      await refusal(
        () =>
          pages.update({
            documentId: page.documentId,
            locale: 'nl',
            data: { modules: [{ __component: 'modules.article', layout: { backgroundType: 'color', backgroundColor: '#c8102e;x' } }] } as PageInput,
          }),
        ['modules', 0, 'layout', 'backgroundColor'],
      ),
      /Not a valid colour/,
    );
    // Duplicated in the admin (a clone with the form's data): refused the same way.
    assert.match(
      await refusal(
        () =>
          pages.clone({
            documentId: page.documentId,
            locale: 'nl',
            data: { modules: [{ __component: 'modules.article', layout: { backgroundColor: 'blue' } }] } as PageInput,
          }),
        ['modules', 0, 'layout', 'backgroundColor'],
      ),
      /Not a valid colour/,
    );

    // The right shapes go through, and the article keeps its own.
    await save({ slug: 'nieuwe-appartementen-2' })();
    await save({ slug: article.slug ?? undefined, key: article.key ?? undefined })();
    assert.equal((await articles.findOne({ documentId: article.documentId, locale: 'nl' }))?.slug, article.slug);
  });
});
