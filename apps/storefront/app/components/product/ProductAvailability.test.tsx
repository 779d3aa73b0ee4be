import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ProductAvailability } from './ProductAvailability';

describe('stock and delivery time on the product page', () => {
  it("say 'in stock' with the delivery time in the page's language", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(
        <ProductAvailability availability={{ state: 'inStock', deliveryTime: '1-3 days' }} />,
        { locale },
      );
      expect(within(screen).getByText(textIn(locale, 'product.inStock'))).toBeTruthy();
      expect(
        within(screen).getByText(textIn(locale, 'product.deliveryTime', { time: '1-3 days' })),
      ).toBeTruthy();
    }
  });

  it('name how many are left of the last items', async () => {
    const { screen } = await renderInShop(
      <ProductAvailability availability={{ state: 'lastItems', remaining: 2, deliveryTime: undefined }} />,
      { locale: 'fr-fr' },
    );
    expect(screen.textContent).toBe(textIn('fr-fr', 'product.lastItems', { n: 2 }));
  });

  it('tell a discontinued closeout from a product that is only sold out, without a delivery time', async () => {
    const closeout = await renderInShop(
      <ProductAvailability availability={{ state: 'soldOut', discontinued: true }} />,
    );
    expect(closeout.screen.textContent).toBe(textIn('de-de', 'product.discontinued'));
    const soldOut = await renderInShop(
      <ProductAvailability availability={{ state: 'soldOut', discontinued: false }} />,
    );
    expect(soldOut.screen.textContent).toBe(textIn('de-de', 'product.outOfStock'));
  });
});
