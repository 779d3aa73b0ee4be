import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../seed/product-types.js';
import { productArtwork, shapeFor } from './artwork.js';

const artwork = (index: number) =>
  productArtwork({
    shape: 'jar',
    colour: '#e8b4b8',
    accent: '#c9a96e',
    brand: 'Nordic Dew',
    line: 'Arctic Aqua',
    index,
    width: 400,
  });

describe('product artwork (issue 19: a distinct, fitting illustration per product type)', () => {
  it.each([
    ['day-cream', 'jar'],
    ['serum', 'dropper'],
    ['lipstick', 'lipstick'],
    ['mascara', 'mascara'],
    ['eau-de-parfum-women', 'flacon'],
    ['eau-de-parfum-men', 'tall-flacon'],
    ['shampoo', 'squeeze'],
    ['hand-cream', 'tube'],
    ['body-lotion', 'pump'],
    ['nail-polish', 'nail'],
    ['eyeshadow', 'palette'],
    ['scented-candle', 'candle'],
  ])('draws %s as %s', (category, shape) => {
    expect(shapeFor(category)).toBe(shape);
  });

  it('gives every product type of the catalogue packaging of its own kind, never the generic bottle', () => {
    for (const type of PRODUCT_TYPES) expect(shapeFor(type.category), type.category).not.toBe('bottle');
  });

  it('is the same SVG for the same product and image (the demo looks alike on every machine)', () => {
    expect(artwork(1)).toBe(artwork(1));
  });

  it('shows three different pictures in a gallery of three, each naming brand and line', () => {
    const gallery = [artwork(1), artwork(2), artwork(3)];
    expect(new Set(gallery).size).toBe(3);
    for (const svg of gallery) expect(svg).toContain('aria-label="Nordic Dew Arctic Aqua"');
  });
});
