import { describe, expect, it } from 'vitest';
import { countKey } from './countKey';
import { MESSAGES } from './messages.server';

describe('a counted text takes its singular where the language says so', () => {
  it('German and English: one is singular, zero and more are plural', () => {
    expect(countKey('listing.products', 1, 'de')).toBe('listing.productsOne');
    expect(countKey('listing.products', 0, 'en')).toBe('listing.products');
    expect(countKey('listing.products', 2, 'de')).toBe('listing.products');
  });

  it('French: zero and one are singular', () => {
    expect(countKey('listing.products', 0, 'fr')).toBe('listing.productsOne');
    expect(countKey('listing.products', 2, 'fr')).toBe('listing.products');
  });

  it('every language has both forms of the counted texts', () => {
    for (const language of ['de', 'en', 'fr'] as const) {
      for (const key of ['listing.products', 'wishlist.count']) {
        expect(MESSAGES[language]).toHaveProperty(key);
        expect(MESSAGES[language]).toHaveProperty(`${key}One`);
      }
    }
  });
});
