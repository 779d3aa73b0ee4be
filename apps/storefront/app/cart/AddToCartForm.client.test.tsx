// @vitest-environment happy-dom
// Add to cart once the page app runs; the side cart it opens is specified in ShopCartFrame.client.test.tsx.
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartOf, cartResult, serumLine } from '../testing/cartFixtures';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { cartActionFetch, withShopCart } from '../testing/shopCartFixtures';
import { AddToCartForm } from './AddToCartForm';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
});

describe('add to cart with JavaScript', () => {
  it("sends the chosen quantity through the shared cart store to the shop's action, staying on the page", async () => {
    const action = cartActionFetch(() => cartResult(cartOf([serumLine({ quantity: 3 })])));
    vi.stubGlobal('fetch', action.fetch);
    mounted = await renderInBrowser(
      withShopCart(<AddToCartForm productId="serum" withQuantity />, { locale: 'fr-fr' }),
      {
        locale: 'fr-fr',
        path: '/detail/serum',
      },
    );
    const screen = within(mounted.container);
    (screen.getByRole('spinbutton', { name: textIn('fr-fr', 'cart.quantity') }) as HTMLInputElement).value =
      '3';
    await mounted.interact(() =>
      screen.getByRole('button', { name: textIn('fr-fr', 'cart.addToCart') }).click(),
    );
    await mounted.settle();
    expect(action.sent).toEqual([
      {
        method: 'POST',
        url: '/fr-fr/cart/change',
        fields: { intent: 'add', productId: 'serum', quantity: '3' },
      },
    ]);
    expect(mounted.location()).toBe('/fr-fr/detail/serum');
  });
});
