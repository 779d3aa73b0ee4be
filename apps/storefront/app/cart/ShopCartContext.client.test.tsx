// @vitest-environment happy-dom
// The page app's shared stores: what a shopper's changes and other teams' widgets (spec 7.2) lead to on screen.
import { requestExternalAddToCart } from '@beautyshop/cart-core';
import type { CartError } from '@beautyshop/store-api-client';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../locale/locales';
import { cartOf, cartResult, serumLine } from '../testing/cartFixtures';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { cartActionFetch, ShopCartProbe, withShopCart } from '../testing/shopCartFixtures';
import type { ShopCart } from './ShopCartContext';
import { ShopToasts } from './ShopToasts';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
});

const error = (messageKey: string, level: CartError['level'] = 10): CartError => ({
  key: messageKey,
  level,
  message: messageKey,
  messageKey,
});

/** The shared stores with the toast region, the shop's action answering `answer`; returns the stores. */
async function storesIn(locale: Locale, answer: Parameters<typeof cartActionFetch>[0]) {
  const action = cartActionFetch(answer);
  vi.stubGlobal('fetch', action.fetch);
  let stores: ShopCart | undefined;
  const probe = (
    <ShopCartProbe
      onStores={(found) => {
        stores = found;
      }}
      render={(found) => <ShopToasts shopCart={found} />}
    />
  );
  mounted = await renderInBrowser(withShopCart(probe, { locale }), { locale });
  if (stores === undefined) throw new Error('no shop cart in the frame');
  const page = mounted;
  const toasts = () =>
    within(page.container)
      .queryAllByRole('listitem')
      .map((item) => item.textContent);
  return { stores, page, toasts, sent: action.sent };
}

describe('spec 7.2 the external add-to-cart hook', () => {
  it("adds a product by its number through the shop's action, says so by name (spec 8) and opens the side cart", async () => {
    const { stores, page, toasts, sent } = await storesIn('fr-fr', () => cartResult(cartOf([serumLine()])));
    await page.interact(() => requestExternalAddToCart(window, { productNumber: 'BS-1001', quantity: 2 }));
    await page.settle();
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/fr-fr/cart/change',
        fields: { intent: 'addProductNumber', productNumber: 'BS-1001', quantity: '2' },
      },
    ]);
    expect(toasts()).toEqual([textIn('fr-fr', 'Product.messages.addedToCart', { name: 'Hydra Serum' })]);
    expect(stores.sideCart.isOpen()).toBe(true);
  });

  it('says once that an unknown product number could not be added, and leaves the side cart closed', async () => {
    const { stores, page, toasts } = await storesIn('de-de', () =>
      cartResult(cartOf([]), [error('product-not-found', 20)]),
    );
    await page.interact(() => requestExternalAddToCart(window, { productNumber: 'GIBTS-NICHT' }));
    await page.settle();
    expect(toasts()).toEqual([textIn('de-de', 'Product.messages.errorAddedToCart')]);
    expect(stores.sideCart.isOpen()).toBe(false);
  });
});

describe("spec 4 a cart answer's errors after an add", () => {
  it("become notifications in the shopper's language; payment-method-blocked is not the shopper's concern", async () => {
    const { stores, page, toasts } = await storesIn('fr-ch', () =>
      cartResult(cartOf([serumLine()]), [
        error('product-stock-reached'),
        error('promotion-discount-added', 0),
        error('payment-method-blocked'),
      ]),
    );
    await page.interact(() => stores.change({ type: 'add', lines: [{ productId: 'serum', quantity: 5 }] }));
    await page.settle();
    expect(toasts()).toEqual([
      textIn('fr-ch', 'product.messages.product-stock-reached'),
      textIn('fr-ch', 'product.messages.promotion-discount-added'),
    ]);
  });

  it('tell a failed add as such, without losing the page', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    let stores: ShopCart | undefined;
    const probe = (
      <ShopCartProbe
        onStores={(found) => {
          stores = found;
        }}
        render={(found) => <ShopToasts shopCart={found} />}
      />
    );
    mounted = await renderInBrowser(withShopCart(probe, { locale: 'en-gb' }), { locale: 'en-gb' });
    const page = mounted;
    await page.interact(() => stores?.change({ type: 'add', lines: [{ productId: 'serum', quantity: 1 }] }));
    await page.settle();
    expect(
      within(page.container)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([textIn('en-gb', 'Product.messages.errorAddedToCart')]);
  });
});
