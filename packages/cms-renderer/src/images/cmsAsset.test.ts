import { describe, expect, it } from 'vitest';
import { parseAsset } from './cmsAsset';

const asset = {
  sys: { id: 'img-1', type: 'Asset' },
  fields: {
    title: 'Serum',
    description: 'A serum on marble',
    file: {
      url: '//images.ctfassets.net/space/img-1/serum.jpg',
      contentType: 'image/jpeg',
      details: { image: { width: 1600, height: 900 }, size: 12345 },
    },
  },
};

describe('a resolved content asset', () => {
  it('reads id, https URL, texts, size and type; Contentful’s protocol-relative URL gets https', () => {
    expect(parseAsset(asset)).toEqual({
      id: 'img-1',
      url: 'https://images.ctfassets.net/space/img-1/serum.jpg',
      title: 'Serum',
      description: 'A serum on marble',
      width: 1600,
      height: 900,
      contentType: 'image/jpeg',
    });
  });

  it('keeps an absolute URL (the sandbox) and leaves out what the asset does not name', () => {
    expect(
      parseAsset({ sys: { id: 'a' }, fields: { file: { url: 'http://127.0.0.1:4000/media/a.svg' } } }),
    ).toEqual({
      id: 'a',
      url: 'http://127.0.0.1:4000/media/a.svg',
      title: undefined,
      description: undefined,
      width: undefined,
      height: undefined,
      contentType: undefined,
    });
  });

  it.each([
    ['an unresolved link', { sys: { id: 'a', type: 'Link', linkType: 'Asset' } }],
    ['an asset without a file', { sys: { id: 'a' }, fields: { title: 'x' } }],
    ['a file without URL', { sys: { id: 'a' }, fields: { file: { contentType: 'image/png' } } }],
    ['no object', 'img-1'],
    ['null', null],
  ])('is undefined for %s', (_name, value) => {
    expect(parseAsset(value)).toBeUndefined();
  });
});
