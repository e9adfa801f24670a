import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { NextRequest } from 'next/server';
import { imageRoute } from '../src/http/image-route';
import { optimisedImagePath, pictureSource } from '../src/cms/media';
import { libraryImageLoader, parseImagePath, pictureInputs } from '../src/ui/image-path';
import { pictureAttributes } from '../src/ui/picture-attributes';

const CMS = 'http://127.0.0.1:1337';
process.env.CMS_URL = CMS;
afterEach(() => delete process.env.MEDIA_URL);

describe('short picture addresses', () => {
  test('a library file is named by its width and file; any other address keeps the optimiser’s own', () => {
    assert.equal(pictureSource('/uploads/listing_1_2_ab12.jpg'), '/uploads/listing_1_2_ab12.jpg');
    assert.equal(pictureSource(`${CMS}/uploads/listing_1.jpg`), '/uploads/listing_1.jpg');
    assert.equal(libraryImageLoader({ src: '/uploads/listing_1.jpg', width: 400 }), '/img/400/listing_1.jpg');
    assert.equal(optimisedImagePath('/uploads/listing_1.jpg', 1360), '/img/1360/listing_1.jpg');
    // Elsewhere, in a sub-folder or with a query: not a library file, so the long form.
    for (const url of ['https://elsewhere.example/uploads/a.jpg', '/uploads/folder/a.jpg', '/uploads/a.jpg?x=1', '/uploads/%2e%2e.jpg']) {
      assert.equal(pictureInputs(pictureSource(url)).loader, undefined, url);
      assert.match(optimisedImagePath(url, 400), /^\/_next\/image\/\?url=.+&w=400&q=75$/, url);
    }
  });

  test('with the library in a bucket (MEDIA_URL), its files are the short ones and the CMS’s old ones are not', () => {
    process.env.MEDIA_URL = 'https://bucket.example/media';
    assert.equal(pictureSource('https://bucket.example/media/uploads/a_1.jpg'), '/uploads/a_1.jpg');
    assert.equal(pictureSource('/uploads/a_1.jpg'), `${CMS}/uploads/a_1.jpg`);
  });

  test('a card’s picture carries only short addresses in its srcset, src and preload', () => {
    const props = pictureAttributes({ src: '/uploads/listing_1.jpg', alt: '', width: 600, height: 400, sizes: '400px' });
    for (const address of [props.src, ...(props.srcSet ?? '').split(', ').map((entry) => entry.split(' ')[0])]) {
      assert.match(address!, /^\/img\/\d+\/listing_1\.jpg$/);
    }
  });

  test('only one segment of letters, digits, dot, dash and underscore after a width is a picture', () => {
    assert.deepEqual(parseImagePath('/img/400/listing_1.jpg'), { width: 400, file: 'listing_1.jpg' });
    for (const path of [
      '/img/400/',
      '/img/400/../secret.jpg',
      '/img/400/..',
      '/img/400/.env',
      '/img/400/a%2F..%2Fb.jpg',
      '/img/400/a%00.jpg',
      '/img/400/a/b.jpg',
      '/img/400/a.jpg/',
      '/img//a.jpg',
      '/img/0400/a.jpg',
      '/img/0/a.jpg',
      '/img/-1/a.jpg',
      '/img/999999/a.jpg',
      '/img/abc/a.jpg',
      '/img/400',
    ]) {
      assert.equal(parseImagePath(path), null, path);
    }
  });
});

describe('the proxy’s image route', () => {
  test('a short address becomes the optimiser’s request for the library file, its query dropped', () => {
    const response = imageRoute(new NextRequest('http://127.0.0.1:3000/img/600/listing_1.jpg?w=9999&url=https://evil.example/x.jpg'))!;
    const target = new URL(response.headers.get('x-middleware-rewrite')!);
    assert.equal(target.pathname, '/_next/image/');
    assert.deepEqual(Object.fromEntries(target.searchParams), { url: `${CMS}/uploads/listing_1.jpg`, w: '600', q: '75' });
  });

  test('a malformed one, or a write, is a 404 without a trip to the optimiser', () => {
    for (const [path, method] of [
      ['/img/600/..%2F..%2Fadmin', 'GET'],
      ['/img/600/a/b.jpg', 'GET'],
      ['/img/x/a.jpg', 'GET'],
      ['/img/600/a.jpg', 'POST'],
      ['/img/600/a.jpg', 'DELETE'],
    ] as const) {
      const response = imageRoute(new NextRequest(`http://127.0.0.1:3000${path}`, { method }))!;
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.equal(response.headers.get('x-middleware-rewrite'), null);
    }
  });

  test('any other path is not its business', () => {
    for (const path of ['/nl/', '/images/a.jpg', '/imgx/400/a.jpg', '/_next/image/'])
      assert.equal(imageRoute(new NextRequest(`http://127.0.0.1:3000${path}`)), null, path);
  });
});
