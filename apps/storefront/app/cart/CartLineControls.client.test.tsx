// @vitest-environment happy-dom
// A cart line's controls once the page app runs: the same forms, sent through the shared cart store and updated
// in place. Their HTML without JavaScript is specified in CartLineControls.test.tsx.
import { useCart } from '@beautyshop/cart-core/react';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartOf, cartResult, serumLine } from '../testing/cartFixtures';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { cartActionFetch, withShopCart } from '../testing/shopCartFixtures';
import { CartLineControls } from './CartLineControls';
import { useShopCart } from './ShopCartContext';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
});

/** The controls of each line of the shared cart, as the cart page and the side cart show them. */
function StoreLines() {
  const shopCart = useShopCart();
  if (shopCart === undefined) throw new Error('no shop cart in the frame');
  const { lineItems } = useCart(shopCart.cart);
  return lineItems.map((line) => <CartLineControls key={line.id} line={line} />);
}

/** The serum's line (two of them) on the cart page; the shop's action answers the quantity asked for. */
async function cartPageIn(locale: 'fr-fr' | 'de-ch') {
  const action = cartActionFetch((fields) =>
    cartResult(
      fields.intent === 'remove' ? cartOf([]) : cartOf([serumLine({ quantity: Number(fields.quantity) })]),
    ),
  );
  vi.stubGlobal('fetch', action.fetch);
  mounted = await renderInBrowser(withShopCart(<StoreLines />, { locale, cart: cartOf([serumLine()]) }), {
    locale,
    path: '/checkout/cart',
  });
  return { page: mounted, screen: within(mounted.container), sent: action.sent };
}

describe("a cart line's controls with JavaScript", () => {
  it('send the next quantity of + to the shop and show it without leaving the page', async () => {
    const { page, screen, sent } = await cartPageIn('fr-fr');
    await page.interact(() =>
      screen.getByRole('button', { name: textIn('fr-fr', 'cart.increase', { name: 'Hydra Serum' }) }).click(),
    );
    await page.settle();
    expect(sent.map((request) => [request.method, request.url, request.fields])).toEqual([
      ['POST', '/fr-fr/cart/change', { intent: 'update', lineId: 'line-serum', quantity: '3' }],
    ]);
    const quantity = screen.getByRole('spinbutton', {
      name: textIn('fr-fr', 'cart.quantityOf', { name: 'Hydra Serum' }),
    }) as HTMLInputElement;
    expect(quantity.value).toBe('3');
    expect(page.location()).toBe('/fr-fr/checkout/cart');
  });

  it('send the next quantity of −, and a typed quantity with the update button', async () => {
    const { page, screen, sent } = await cartPageIn('de-ch');
    await page.interact(() =>
      screen.getByRole('button', { name: textIn('de-ch', 'cart.decrease', { name: 'Hydra Serum' }) }).click(),
    );
    await page.settle();
    const quantity = screen.getByRole('spinbutton', {
      name: textIn('de-ch', 'cart.quantityOf', { name: 'Hydra Serum' }),
    }) as HTMLInputElement;
    quantity.value = '7';
    await page.interact(() => screen.getByRole('button', { name: textIn('de-ch', 'cart.update') }).click());
    await page.settle();
    expect(sent.map((request) => request.fields.quantity)).toEqual(['1', '7']);
    expect(
      (
        screen.getByRole('spinbutton', {
          name: textIn('de-ch', 'cart.quantityOf', { name: 'Hydra Serum' }),
        }) as HTMLInputElement
      ).value,
    ).toBe('7');
  });

  it('remove the line at once', async () => {
    const { page, screen, sent } = await cartPageIn('fr-fr');
    await page.interact(() =>
      screen
        .getByRole('button', { name: textIn('fr-fr', 'cart.removeItem', { name: 'Hydra Serum' }) })
        .click(),
    );
    await page.settle();
    expect(sent.map((request) => request.fields)).toEqual([{ intent: 'remove', lineId: 'line-serum' }]);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
