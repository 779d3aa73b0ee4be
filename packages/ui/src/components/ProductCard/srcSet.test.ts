import { describe, expect, it } from 'vitest';
import { buildSrcSet, fallbackSrc } from './srcSet';

const thumbnails = [
  { width: 800, url: 'https://cdn.test/p-800.webp' },
  { width: 280, url: 'https://cdn.test/p-280.webp' },
  { width: 1920, url: 'https://cdn.test/p-1920.webp' },
  { width: 400, url: 'https://cdn.test/p-400.webp' },
];

describe('product image srcset from Shopware thumbnails', () => {
  it('lists every thumbnail once, by ascending width, with its w descriptor', () => {
    expect(buildSrcSet([...thumbnails, { width: 400, url: 'https://cdn.test/duplicate.webp' }])).toBe(
      'https://cdn.test/p-280.webp 280w, https://cdn.test/p-400.webp 400w, https://cdn.test/p-800.webp 800w, https://cdn.test/p-1920.webp 1920w',
    );
  });

  it('drops thumbnails without a URL or width', () => {
    expect(
      buildSrcSet([
        { width: 0, url: 'a' },
        { width: 300, url: '' },
      ]),
    ).toBe('');
  });

  it('falls back to the smallest thumbnail that is wide enough, else the widest', () => {
    expect(fallbackSrc(thumbnails)).toBe('https://cdn.test/p-800.webp');
    expect(fallbackSrc(thumbnails, 2000)).toBe('https://cdn.test/p-1920.webp');
    expect(fallbackSrc([])).toBeUndefined();
  });
});
