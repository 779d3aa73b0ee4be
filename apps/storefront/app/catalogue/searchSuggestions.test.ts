import type { ProductTile } from '@beautyshop/catalogue';
import { describe, expect, it } from 'vitest';
import { searchSuggestionsSchema, suggestedProduct } from './searchSuggestions';

const tile: ProductTile = {
  id: 'p1',
  href: '/de-de/augencreme/BS1',
  name: 'Augencreme',
  manufacturer: 'Terra',
  image: {
    alt: 'Tiegel',
    src: '/media/BS1.webp',
    thumbnails: [
      { width: 800, url: '/media/BS1_800.webp' },
      { width: 80, url: '/media/BS1_80.webp' },
      { width: 280, url: '/media/BS1_280.webp' },
    ],
  },
  unitPrice: 19.9,
  listPrice: 24.9,
  lowestPrice30Days: undefined,
  percentage: 20,
  hasRange: false,
  ratingAverage: 4.5,
  hasVariants: false,
};

describe('a product as a search suggestion', () => {
  it('takes the smallest thumbnail that stays sharp at 48 px on a 2x screen, whatever the order', () => {
    expect(suggestedProduct(tile).imageUrl).toBe('/media/BS1_280.webp');
  });

  it('falls back to the original image without thumbnails, and to none without an image', () => {
    const bare = { ...tile, image: { alt: '', src: '/media/BS1.webp', thumbnails: [] } };
    expect(suggestedProduct(bare).imageUrl).toBe('/media/BS1.webp');
    expect(suggestedProduct({ ...tile, image: undefined })).not.toHaveProperty('imageUrl');
  });

  it('carries name, link and the price figures, and nothing the list does not show', () => {
    expect(suggestedProduct(tile)).toEqual({
      id: 'p1',
      name: 'Augencreme',
      href: '/de-de/augencreme/BS1',
      imageUrl: '/media/BS1_280.webp',
      unitPrice: 19.9,
      listPrice: 24.9,
      percentage: 20,
      hasRange: false,
    });
  });

  it('round-trips through the answer schema the browser parses', () => {
    const answer = { term: 'creme', terms: [], products: [suggestedProduct(tile)] };
    expect(searchSuggestionsSchema.parse(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
  });
});
