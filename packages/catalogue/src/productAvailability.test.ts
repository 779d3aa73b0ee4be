import { describe, expect, it } from 'vitest';
import { LAST_ITEMS_THRESHOLD, productAvailability } from './productAvailability.js';

const deliveryTime = { id: 'd', name: '1–3 Tage', min: 1, max: 3, unit: 'day' };

describe('stock and delivery time of a product', () => {
  it('is in stock with its delivery time', () => {
    expect(
      productAvailability({
        available: true,
        stock: 40,
        availableStock: 40,
        isCloseout: false,
        deliveryTime,
      }),
    ).toEqual({ state: 'inStock', deliveryTime: '1–3 Tage' });
  });

  it('a product that is not a closeout stays orderable at zero stock', () => {
    expect(productAvailability({ stock: 0, availableStock: 0, isCloseout: false, deliveryTime })).toEqual({
      state: 'inStock',
      deliveryTime: '1–3 Tage',
    });
  });

  it(`a closeout with ${LAST_ITEMS_THRESHOLD} or fewer pieces says how many are left`, () => {
    expect(
      productAvailability({ available: true, stock: 3, availableStock: 3, isCloseout: true, deliveryTime }),
    ).toEqual({ state: 'lastItems', remaining: 3, deliveryTime: '1–3 Tage' });
    expect(
      productAvailability({
        available: true,
        stock: LAST_ITEMS_THRESHOLD + 1,
        isCloseout: true,
        deliveryTime,
      }).state,
    ).toBe('inStock');
  });

  it('a sold-out closeout is discontinued; another unavailable product is only sold out', () => {
    expect(productAvailability({ available: false, stock: 0, isCloseout: true })).toEqual({
      state: 'soldOut',
      discontinued: true,
    });
    expect(productAvailability({ available: false, stock: 10, isCloseout: false })).toEqual({
      state: 'soldOut',
      discontinued: false,
    });
  });

  it('without an available flag, a closeout at zero stock is sold out', () => {
    expect(productAvailability({ stock: 0, isCloseout: true }).state).toBe('soldOut');
  });

  it('has no delivery time when the Store API sends none', () => {
    expect(productAvailability({ available: true, stock: 10 })).toEqual({
      state: 'inStock',
      deliveryTime: undefined,
    });
  });
});
