import { describe, expect, it } from 'vitest';
import { productTile } from '../../testing/listingFixtures';
import { sliderProductSchema } from './sliderProductSchema';

describe('a slider product read from JSON in the browser (last seen, cart recommendations)', () => {
  it('keeps the lowest price of the last 30 days beside every reduced price, which the card shows', () => {
    const reduced = productTile('serum', 'Serum', {
      unitPrice: 14.9,
      listPrice: 19.9,
      lowestPrice30Days: 17.5,
    });
    // JSON drops undefined fields: the wire form is what the shop's JSON routes send.
    const read = sliderProductSchema.parse(JSON.parse(JSON.stringify(reduced)));
    expect(read).toMatchObject({ unitPrice: 14.9, listPrice: 19.9, lowestPrice30Days: 17.5 });
    const plain = sliderProductSchema.parse(JSON.parse(JSON.stringify(productTile('toner', 'Toner'))));
    expect(plain.lowestPrice30Days).toBeUndefined();
  });
});
