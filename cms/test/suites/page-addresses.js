/**
 * A page's address is its own: no other page (any language, draft or published) holds it, it starts
 * with the page's language, and the site's own addresses (previews, listings) are not for pages. The
 * refusal names the page that holds the address, as the admin shows it on save.
 */
const { test, describe } = require('node:test');
const assert = require('node:assert/strict');
const { cms, database } = require('../helpers/context');

const PAGE = 'api::menu-page.menu-page';

/** The message of the error a save is refused with (and that it is a validation error on the field). */
async function refusal(save, field = 'path') {
  try {
    await save();
  } catch (error) {
    assert.equal(error.name, 'ValidationError');
    assert.deepEqual(error.details.errors[0].path, [field]);
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
      (path, locale = 'de') =>
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
    const create = (data) => () =>
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
    assert.equal(again.path, '/de/tipps/');
  });
});
