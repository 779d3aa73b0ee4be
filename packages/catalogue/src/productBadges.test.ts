import { describe, expect, it } from 'vitest';
import { MAX_TILE_BADGES, productBadges } from './productBadges.js';

const badge = (name: string, position: number, translatedName?: string) => ({
  id: `badge-${name}`,
  name,
  position,
  ...(translatedName ? { translated: { name: translatedName } } : {}),
  apiAlias: 'product_badge',
});

describe('spec 3: a product card shows the product badges', () => {
  it('names them in their position order, in the context language where translated', () => {
    expect(
      productBadges({ badges: [badge('Vegan', 2), badge('Sale', 0, 'Angebot'), badge('Neu', 1)] }),
    ).toEqual(['Angebot', 'Neu', 'Vegan']);
  });

  it("reads the ACRIS plugin's acrisProductBadges where badges is empty", () => {
    expect(productBadges({ badges: [], acrisProductBadges: [badge('Bestseller', 0)] })).toEqual([
      'Bestseller',
    ]);
  });

  it(`shows each name once and at most ${MAX_TILE_BADGES}`, () => {
    const many = ['Sale', 'Neu', 'Sale', 'Bestseller', 'Vegan'].map((name, index) => badge(name, index));
    expect(productBadges({ badges: many })).toEqual(['Sale', 'Neu', 'Bestseller']);
  });

  it('leaves out what is not a named badge instead of failing the card', () => {
    expect(productBadges({ badges: 'Sale' })).toEqual([]);
    expect(productBadges({ badges: [null, 3, { name: '' }, { position: 1 }, badge('Neu', 0)] })).toEqual([
      'Neu',
    ]);
    expect(productBadges({})).toEqual([]);
  });
});
