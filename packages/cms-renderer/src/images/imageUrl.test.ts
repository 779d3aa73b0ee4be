import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './imageUrl';

describe('imageUrl', () => {
  it.each([
    [
      'https://images.ctfassets.net/s/a/b/hero.jpg',
      { w: 800, fm: 'webp' as const },
      'https://images.ctfassets.net/s/a/b/hero.jpg?w=800&fm=webp',
    ],
    [
      'http://127.0.0.1:4000/content-assets/x/x.svg?v=1',
      { w: 5000 },
      'http://127.0.0.1:4000/content-assets/x/x.svg?v=1&w=4000',
    ],
    ['/cms-fixtures/hero.svg', { w: 375, fm: 'webp' as const }, '/cms-fixtures/hero.svg?w=375&fm=webp'],
  ])('adds images API parameters to %s', (url, params, expected) => {
    expect(imageUrl(url, params)).toBe(expected);
  });

  it('lists each width once and never wider than the original', () => {
    expect(imageSrcSet('/a.jpg', [375, 750, 1125], 800)).toBe(
      '/a.jpg?w=375&fm=webp 375w, /a.jpg?w=750&fm=webp 750w, /a.jpg?w=800&fm=webp 800w',
    );
  });
});
