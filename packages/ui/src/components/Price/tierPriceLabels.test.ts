import { describe, expect, it } from 'vitest';
import { tierPriceLabels } from './tierPriceLabels';

const english = { from: 'from {n}', to: 'to {n}' };

describe("tier price labels read 'from {n}' for the last tier and 'to {n}' for the others (spec 9)", () => {
  it.each([
    { quantities: [9, 10], expected: ['to 9', 'from 10'] },
    { quantities: [4, 9, 10], expected: ['to 4', 'to 9', 'from 10'] },
    { quantities: [1, 5, 10, 20], expected: ['to 1', 'to 5', 'to 10', 'from 20'] },
    { quantities: [3], expected: ['from 3'] },
    { quantities: [], expected: [] },
  ])('labels tiers $quantities as $expected', ({ quantities, expected }) => {
    const tiers = quantities.map((quantity) => ({ quantity, unitPrice: 10 }));
    expect(tierPriceLabels(tiers, english)).toEqual(expected);
  });

  it('uses the translated texts the app passes in', () => {
    const german = { from: 'ab {n}', to: 'bis {n}' };
    expect(
      tierPriceLabels(
        [
          { quantity: 9, unitPrice: 5 },
          { quantity: 10, unitPrice: 4 },
        ],
        german,
      ),
    ).toEqual(['bis 9', 'ab 10']);
  });
});
