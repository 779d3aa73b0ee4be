import { describe, expect, it } from 'vitest';
import { orderOptions, type VariantInput, variantGroups } from './productVariants.js';

const size = { id: 'size', name: 'Größe' };
const shade = { id: 'shade', name: 'Farbton' };

function option(id: string, groupId: string, name: string, position = 0) {
  return { id, groupId, name, position, colorHexCode: undefined };
}

const ml30 = option('ml30', 'size', '30 ml', 2);
const ml100 = option('ml100', 'size', '100 ml', 1);
const rose = option('rose', 'shade', 'Rosé', 1);
const nude = option('nude', 'shade', 'Nude', 2);

const variants: VariantInput[] = [
  { id: 'v1', href: '/de-de/Serum-30-Rose/BS1.1', available: true, options: [ml30, rose] },
  { id: 'v2', href: '/de-de/Serum-100-Rose/BS1.2', available: true, options: [ml100, rose] },
  { id: 'v3', href: '/de-de/Serum-30-Nude/BS1.3', available: false, options: [ml30, nude] },
];

describe('option groups and variant links', () => {
  it('marks the current options and links every option to a variant URL', () => {
    const groups = variantGroups([size, shade], variants, ['ml30', 'rose'], 'size');
    expect(groups.map((group) => group.name)).toEqual(['Größe', 'Farbton']);
    expect(groups[0]?.options).toEqual([
      expect.objectContaining({ id: 'ml30', selected: true, href: '/de-de/Serum-30-Rose/BS1.1' }),
      expect.objectContaining({ id: 'ml100', selected: false, href: '/de-de/Serum-100-Rose/BS1.2' }),
    ]);
  });

  it('keeps the choice of the other group when that combination exists', () => {
    const [, shades] = variantGroups([size, shade], variants, ['ml30', 'rose']);
    expect(shades?.options.find((entry) => entry.id === 'nude')).toMatchObject({
      href: '/de-de/Serum-30-Nude/BS1.3',
      available: false,
    });
  });

  it('falls back to an available variant with the option when the combination does not exist', () => {
    const [, shades] = variantGroups([size, shade], variants, ['ml100', 'rose']);
    // There is no 100 ml Nude: the link goes to the only Nude variant.
    expect(shades?.options.find((entry) => entry.id === 'nude')?.href).toBe('/de-de/Serum-30-Nude/BS1.3');
  });

  it('leaves out a group no variant has options in', () => {
    expect(variantGroups([{ id: 'other', name: 'Duft' }], variants, [])).toEqual([]);
  });

  it('spec 5: sorts the values of the size group by the first number in their name', () => {
    const sizes = [
      option('a', 's', '100 ml', 1),
      option('b', 's', '30 ml', 2),
      option('c', 's', '5,5 ml', 3),
    ];
    expect(orderOptions(sizes, 'sizes').map((entry) => entry.name)).toEqual(['5,5 ml', '30 ml', '100 ml']);
  });

  it('keeps every other group in the shop-set position order, numbers in the names or not', () => {
    const shades = [
      option('a', 's', 'Nr. 20 Braun', 2),
      option('b', 's', 'Nr. 10 Schwarz', 3),
      option('c', 's', 'Nr. 3 Bronze', 1),
    ];
    expect(orderOptions(shades).map((entry) => entry.name)).toEqual([
      'Nr. 3 Bronze',
      'Nr. 20 Braun',
      'Nr. 10 Schwarz',
    ]);
  });

  it("lists by size only the group the plugin configuration names as the size group (spec 3's setting)", () => {
    const ml5 = option('ml5', 'size', '5 ml', 3);
    const withSmall: VariantInput[] = [
      ...variants,
      { id: 'v4', href: '/de-de/Serum-5-Rose/BS1.4', available: true, options: [ml5, rose] },
    ];
    const bySize = variantGroups([size, shade], withSmall, ['ml30', 'rose'], 'size');
    expect(bySize[0]?.options.map((entry) => entry.id)).toEqual(['ml5', 'ml30', 'ml100']);
    const unnamed = variantGroups([size, shade], withSmall, ['ml30', 'rose']);
    expect(unnamed[0]?.options.map((entry) => entry.id)).toEqual(['ml100', 'ml30', 'ml5']);
  });
});
