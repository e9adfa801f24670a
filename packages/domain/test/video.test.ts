import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isEmbeddableMediaUrl, parseMediaUrl, thumbnailUrl, youtubeThumbnailUrl } from '../src/video';

const YT = 'dQw4w9WgXcQ';

describe('YouTube', () => {
  const forms = [
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?v=${YT}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${YT}`,
    `http://www.youtube.com/watch?v=${YT}`,
    `www.youtube.com/watch?v=${YT}`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?si=abc`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube-nocookie.com/embed/${YT}?rel=0`,
    `https://www.youtube.com/shorts/${YT}`,
    `//youtu.be/${YT}`,
  ];
  for (const url of forms) {
    test(`recognises ${url}`, () => {
      const embed = parseMediaUrl(url);
      assert.equal(embed?.provider, 'youtube');
      assert.equal(embed?.kind, 'video');
      assert.equal(embed?.id, YT);
      assert.equal(embed?.embedUrl, `https://www.youtube-nocookie.com/embed/${YT}`);
    });
  }
  test('shorts are flagged', () => {
    const embed = parseMediaUrl(`https://www.youtube.com/shorts/${YT}`);
    assert.ok(embed?.provider === 'youtube');
    assert.equal(embed.short, true);
  });
  test('thumbnails low/medium/high = default/mqdefault/hqdefault', () => {
    const embed = parseMediaUrl(`https://youtu.be/${YT}`);
    assert.equal(thumbnailUrl(embed, 'low'), `https://i.ytimg.com/vi/${YT}/default.jpg`);
    assert.equal(thumbnailUrl(embed, 'medium'), `https://i.ytimg.com/vi/${YT}/mqdefault.jpg`);
    assert.equal(thumbnailUrl(embed, 'high'), `https://i.ytimg.com/vi/${YT}/hqdefault.jpg`);
    assert.equal(thumbnailUrl(embed), `https://i.ytimg.com/vi/${YT}/hqdefault.jpg`);
    assert.equal(youtubeThumbnailUrl(YT, 'medium'), `https://i.ytimg.com/vi/${YT}/mqdefault.jpg`);
  });
  test('the embed is plain data (survives JSON)', () => {
    const embed = parseMediaUrl(`https://youtu.be/${YT}`);
    assert.deepEqual(JSON.parse(JSON.stringify(embed)), embed);
  });
  for (const url of [
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${YT}x`,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123',
    'https://youtu.be/',
    `https://notyoutube.com/watch?v=${YT}`,
    `https://youtube.com.evil.example/watch?v=${YT}`,
    'https://www.youtube.com/shorts/abc',
  ]) {
    test(`rejects ${url}`, () => assert.equal(parseMediaUrl(url), null));
  }
});

describe('Vimeo', () => {
  for (const [url, embedUrl] of [
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871?share=copy', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/groups/name/videos/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/abc123def4', 'https://player.vimeo.com/video/76979871?h=abc123def4'],
  ] as const) {
    test(`recognises ${url}`, () => {
      const embed = parseMediaUrl(url);
      assert.equal(embed?.provider, 'vimeo');
      assert.equal(embed?.id, '76979871');
      assert.equal(embed?.embedUrl, embedUrl);
      assert.equal(thumbnailUrl(embed), null);
    });
  }
  for (const url of ['https://vimeo.com/about', 'https://vimeo.com/user/abc', 'https://vimeo.com/blog/post/123']) {
    test(`rejects ${url}`, () => assert.equal(parseMediaUrl(url), null));
  }
});

describe('Facebook videos', () => {
  for (const [url, id] of [
    ['https://www.facebook.com/immokantoor/videos/1234567890123/', '1234567890123'],
    ['https://www.facebook.com/immokantoor/videos/open-huis/1234567890123/', '1234567890123'],
    ['https://www.facebook.com/watch/?v=1234567890123', '1234567890123'],
    ['https://m.facebook.com/video.php?v=1234567890123', '1234567890123'],
    ['https://www.facebook.com/reel/1234567890123', '1234567890123'],
    ['https://fb.watch/aBc-12_xY/', 'aBc-12_xY'],
  ] as const) {
    test(`recognises ${url}`, () => {
      const embed = parseMediaUrl(url);
      assert.equal(embed?.provider, 'facebook');
      assert.equal(embed?.id, id);
      assert.ok(embed?.embedUrl.startsWith('https://www.facebook.com/plugins/video.php?href='));
      assert.ok(embed?.embedUrl.includes(encodeURIComponent(id)));
    });
  }
  for (const url of ['https://www.facebook.com/immokantoor', 'https://www.facebook.com/watch/?v=abc', 'https://www.facebook.com/immokantoor/photos/123']) {
    test(`rejects ${url}`, () => assert.equal(parseMediaUrl(url), null));
  }
});

describe('3D and virtual tours', () => {
  test('Matterport my.matterport.com/show/?m=ID', () => {
    const embed = parseMediaUrl('https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1');
    assert.deepEqual(embed, {
      kind: 'tour',
      provider: 'matterport',
      id: 'SxQL3iGyoDo',
      url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      embedUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    });
  });
  test('Kuula share and collection', () => {
    assert.equal(parseMediaUrl('https://kuula.co/share/7lPXL?fs=1')?.embedUrl, 'https://kuula.co/share/7lPXL');
    const collection = parseMediaUrl('https://kuula.co/share/collection/7FWFX');
    assert.equal(collection?.provider, 'kuula');
    assert.equal(collection?.kind, 'tour');
    assert.equal(collection?.embedUrl, 'https://kuula.co/share/collection/7FWFX');
  });
  test('Nodalview tours', () => {
    const embed = parseMediaUrl('https://nodalview.com/xfwmSWoR6ZHehfYv9857kBxv');
    assert.equal(embed?.provider, 'nodalview');
    assert.equal(embed?.kind, 'tour');
    assert.equal(embed?.id, 'xfwmSWoR6ZHehfYv9857kBxv');
    assert.equal(parseMediaUrl('https://nodalview.com/s/3DN6S_pi13FQKQlpdGplAn')?.embedUrl, 'https://nodalview.com/s/3DN6S_pi13FQKQlpdGplAn');
  });
  for (const url of [
    'https://my.matterport.com/show/',
    'https://my.matterport.com/show/?m=',
    'https://matterport.com/pricing',
    'https://kuula.co/',
    'https://kuula.co/profile/someone',
    'https://nodalview.com/fr',
    'https://www.nodalview.com/pricing',
  ]) {
    test(`rejects ${url}`, () => assert.equal(parseMediaUrl(url), null));
  }
});

describe('video files by extension', () => {
  for (const [url, extension, mimeType] of [
    ['https://cdn.example.be/media/rondleiding.mp4', 'mp4', 'video/mp4'],
    ['https://cdn.example.be/media/tour.MOV', 'mov', 'video/quicktime'],
    ['https://cdn.example.be/a.wmv', 'wmv', 'video/x-ms-wmv'],
    ['https://cdn.example.be/a.avi?x=1', 'avi', 'video/x-msvideo'],
    ['https://cdn.example.be/a.flv', 'flv', 'video/x-flv'],
    ['https://cdn.example.be/huis%20met%20tuin.webm', 'webm', 'video/webm'],
  ] as const) {
    test(`recognises ${url}`, () => {
      const embed = parseMediaUrl(url);
      assert.ok(embed?.kind === 'file');
      assert.equal(embed.extension, extension);
      assert.equal(embed.mimeType, mimeType);
      assert.equal(embed.embedUrl, new URL(url).href);
    });
  }
  test('the file name is decoded', () => assert.equal(parseMediaUrl('https://cdn.example.be/huis%20met%20tuin.webm')?.id, 'huis met tuin.webm'));
  for (const url of [
    'https://cdn.example.be/photo.jpg',
    'https://cdn.example.be/mp4',
    'https://cdn.example.be/video.mp4.html',
    'https://example.be/?file=a.mp4',
  ]) {
    test(`rejects ${url}`, () => assert.equal(parseMediaUrl(url), null));
  }
});

describe('invalid input', () => {
  for (const input of [
    '',
    '   ',
    'not a url',
    'youtube',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://cdn.example.be/a.mp4',
    'data:video/mp4;base64,AAAA',
    'https://',
    'http://exa mple.com/a.mp4',
    null,
    undefined,
  ]) {
    test(`${JSON.stringify(input)} → null`, () => {
      assert.equal(parseMediaUrl(input), null);
      assert.equal(isEmbeddableMediaUrl(input), false);
    });
  }
});
