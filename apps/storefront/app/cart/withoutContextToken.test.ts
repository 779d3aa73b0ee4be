import type { Cart } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { withoutContextToken } from './withoutContextToken';

const cart = {
  token: 'FYfxScyFs4Y14XOuBGd0LR4nCxzqIval',
  price: { totalPrice: 12.5, positionPrice: 12.5, netPrice: 10.5, calculatedTaxes: [] },
  lineItems: [{ id: 'l1', label: 'Rosenwasser', quantity: 1 }],
} as unknown as Cart;

describe('a cart given to the browser leaves out the context token (architecture: HttpOnly cookie only)', () => {
  it('drops the token', () => {
    const shown = withoutContextToken(cart);
    expect('token' in shown).toBe(false);
    expect(JSON.stringify(shown)).not.toContain('FYfxScyFs4Y14XOuBGd0LR4nCxzqIval');
  });

  it('keeps everything else as it is', () => {
    const shown = withoutContextToken(cart);
    expect(shown.price).toBe(cart.price);
    expect(shown.lineItems).toBe(cart.lineItems);
  });
});
