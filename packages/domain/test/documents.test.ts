import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DOCUMENT_KINDS, DOCUMENT_KIND_LABELS, documentFormat, documentKind, formatFileSize, isPublicDocument, publicDocuments } from '../src/listing';

const cdn = 'https://documents.omnicasa-cdn.example/kustvastgoed-gistel/4512352';

describe('which listing documents a visitor may see', () => {
  test('the feed’s advert documents are recognised by their name', () => {
    assert.equal(documentKind('EPC-certificaat'), 'epc');
    assert.equal(documentKind('Stedenbouwkundig uittreksel'), 'planningExtract');
    assert.equal(documentKind('Bodemattest'), 'soilCertificate');
    assert.equal(documentKind('Asbestattest'), 'asbestosCertificate');
    assert.equal(documentKind('Keuringsverslag elektriciteit'), 'electricalInspection');
    assert.equal(documentKind('Verkavelingsplan'), 'subdivisionPlan');
    assert.equal(documentKind('Huurvoorwaarden'), 'rentalConditions');
    assert.equal(documentKind('Certificat PEB'), 'epc');
  });

  test('a document whose name is not recognised is private, so is one not at an https address', () => {
    assert.equal(documentKind('Eigendomsakte'), null);
    assert.equal(isPublicDocument({ name: 'Eigendomsakte', url: `${cdn}/akte.pdf` }), false);
    assert.equal(isPublicDocument({ name: 'Ontwerp compromis', url: `${cdn}/compromis.pdf` }), false);
    assert.equal(isPublicDocument({ name: 'Identiteitskaart eigenaar', url: `${cdn}/id.pdf` }), false);
    assert.equal(isPublicDocument({ name: 'EPC-certificaat', url: 'http://example.com/epc.pdf' }), false);
    assert.equal(isPublicDocument({ name: 'EPC-certificaat', url: 'javascript:alert(1)' }), false);
    assert.equal(isPublicDocument({ name: 'EPC-certificaat', url: '' }), false);
    assert.equal(isPublicDocument({ name: '', url: `${cdn}/epc.pdf` }), false);
    assert.equal(isPublicDocument({ name: 'EPC-certificaat', url: `${cdn}/epc-4512352.pdf` }), true);
  });

  test('publicDocuments keeps the public ones in order, trimmed, with a size only when it is a positive whole number', () => {
    const docs = publicDocuments([
      { name: ' EPC-certificaat ', url: `${cdn}/epc.pdf`, size: 1_234_567 },
      { name: 'Eigendomsakte', url: `${cdn}/akte.pdf`, size: 10 },
      { name: 'Bodemattest', url: `${cdn}/bodem.pdf`, size: -3 },
    ]);
    assert.deepEqual(docs, [
      { name: 'EPC-certificaat', url: `${cdn}/epc.pdf`, size: 1_234_567 },
      { name: 'Bodemattest', url: `${cdn}/bodem.pdf`, size: null },
    ]);
    assert.deepEqual(publicDocuments(null), []);
  });

  test('every kind has a label in every language', () => {
    for (const kind of DOCUMENT_KINDS) for (const locale of ['nl', 'fr', 'en', 'de'] as const) assert.ok(DOCUMENT_KIND_LABELS[kind][locale]);
  });
});

describe('a document’s format and size', () => {
  test('the format comes from the address’s extension', () => {
    assert.equal(documentFormat(`${cdn}/epc-4512352.pdf`), 'PDF');
    assert.equal(documentFormat(`${cdn}/EPC.PDF?download=1#p2`), 'PDF');
    assert.equal(documentFormat(`${cdn}/plan.docx`), 'DOCX');
    assert.equal(documentFormat(`${cdn}/file`), null);
    assert.equal(documentFormat('not a url'), null);
  });

  test('sizes in decimal units with a Belgian decimal comma', () => {
    assert.equal(formatFileSize(1_234_567, 'nl'), '1,2\u00a0MB');
    assert.equal(formatFileSize(1_234_567, 'fr'), '1,2\u00a0MB');
    assert.equal(formatFileSize(850_000, 'en'), '850\u00a0kB');
    assert.equal(formatFileSize(12_500_000, 'de'), '13\u00a0MB');
    assert.equal(formatFileSize(512, 'nl'), '512\u00a0B');
    assert.equal(formatFileSize(999_960, 'nl'), '1\u00a0MB');
    assert.equal(formatFileSize(-1, 'nl'), null);
  });
});
