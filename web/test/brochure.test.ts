import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatEuro } from '@coast/domain';
import { qrPath } from '../src/brochure/brochure-qr';
import { brochureFileName, brochurePath } from '../src/brochure/load-brochure';
import { pdfText } from '../src/brochure/pdf-text';

describe('brochure text for the PDF font (Inter, Latin subset)', () => {
  test('French prices keep a no-break space the font has, instead of the narrow one it lacks', () => {
    assert.equal(pdfText(formatEuro(289000, 'fr')!), '289\u00a0000\u00a0€');
  });

  test('subscript digits become digits; accents, €, ², quotes and dashes stay', () => {
    assert.equal(pdfText('CO₂-uitstoot 3 kg/m² – Übernahme ‘Réf.’ 50 €'), 'CO2-uitstoot 3 kg/m² – Übernahme ‘Réf.’ 50 €');
  });

  test('letters outside the subset lose their accents; what is still missing is left out', () => {
    assert.equal(pdfText('Łódź Ştefan 🏠 ok'), 'ódz Stefan  ok');
  });
});

describe('brochure QR code and addresses', () => {
  test('the QR code is a square of modules with a quiet zone of four', () => {
    const qr = qrPath('https://www.example.be/fr/a-vendre/oostende/appartement/4512352/');
    assert.ok(qr.size >= 21 + 8);
    assert.match(qr.d, /^(M\d+ \d+h1v1h-1z)+$/);
    // The quiet zone: no module drawn in the first four rows or columns.
    for (const [, x, y] of qr.d.matchAll(/M(\d+) (\d+)/g)) assert.ok(Number(x) >= 4 && Number(y) >= 4 && Number(x) < qr.size - 4 && Number(y) < qr.size - 4);
  });

  test('a brochure lives beside the API routes, one per listing and language', () => {
    assert.equal(brochurePath(4512352, 'fr'), '/api/brochure/4512352/fr/');
    assert.equal(brochureFileName(4512352, 'fr'), 'brochure-4512352-fr.pdf');
  });
});
