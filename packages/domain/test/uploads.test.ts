import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  FORM_MESSAGES,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  documentsProblem,
  formErrorMessage,
  hasUploadExtension,
  rentalApplicationSchema,
  takesUploads,
  validateForm,
} from '../src';

const file = (name: string, size = 1000) => ({ name, size });

describe('documents a visitor sends (rental application)', () => {
  test('only the rental application takes documents', () => {
    assert.equal(takesUploads('rental-application'), true);
    assert.equal(takesUploads('site-contact'), false);
    assert.equal(takesUploads(undefined), false);
  });

  test("the browser's check: how many, how large, which kinds by name", () => {
    assert.equal(documentsProblem(undefined), null, 'nothing chosen');
    assert.equal(documentsProblem([]), null);
    assert.equal(documentsProblem([file('cv.pdf'), file('loon.JPG'), file('id.jpeg'), file('scan.png'), file('brief.docx')]), null);
    assert.equal(documentsProblem([file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf'), file('e.pdf'), file('f.pdf')]), 'tooManyFiles');
    assert.equal(documentsProblem([file('cv.pdf', UPLOAD_MAX_BYTES + 1)]), 'fileTooLarge');
    assert.equal(documentsProblem([file('cv.pdf', UPLOAD_MAX_BYTES)]), null, 'exactly 10 MB is allowed');
    assert.equal(documentsProblem([file('setup.exe')]), 'fileType');
    assert.equal(documentsProblem([file('cv.doc')]), 'fileType', 'the old Word format is not taken');
    assert.equal(documentsProblem([file('cv')]), 'fileType');
    assert.equal(documentsProblem([file('cv.pdf', 0)]), 'fileType', 'an empty file');
    assert.equal(hasUploadExtension('CV.PDF'), true);
    assert.match(UPLOAD_ACCEPT, /\.pdf,application\/pdf,\.jpg,\.jpeg,image\/jpeg,\.png,image\/png,\.docx,/);
  });

  test('the messages exist in every language and name the limits', () => {
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      for (const key of ['fileType', 'fileTooLarge', 'tooManyFiles'] as const) assert.ok(FORM_MESSAGES[locale][key].length > 10);
      assert.match(formErrorMessage('fileTooLarge', locale), /10 M/);
      assert.match(formErrorMessage('tooManyFiles', locale), /5/);
    }
    assert.equal(formErrorMessage('fileType', 'en'), 'This file is not a PDF, JPEG, PNG or Word document (DOCX). Please choose another file.');
  });

  test('the application schema ignores documents in its fields (they come as files)', () => {
    const result = validateForm(rentalApplicationSchema, {
      title: 'ms',
      firstName: 'Anne',
      lastName: 'Peeters',
      email: 'anne@example.be',
      phone: '0478 12 34 56',
      street: 'Zeedijk',
      houseNumber: '1',
      zip: '8400',
      city: 'Oostende',
      propertyId: '123',
      adults: '1',
      children: '0',
      pets: 'false',
      moveDate: '1-6-2027',
      incomePerson1: '2.000',
      consent: true,
      documents: [{ name: 'cv.pdf', size: 1 }],
    });
    assert.ok(result.success);
    assert.equal('documents' in result.data, false);
    assert.equal(result.data.moveDate, '2027-06-01');
  });
});
