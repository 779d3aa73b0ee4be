// @vitest-environment happy-dom
// Move to cart once the page app runs; the form without JavaScript is specified in MoveToCartForm.test.tsx.
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopCart } from '../cart/ShopCartContext';
import { cartOf, cartResult, serumLine } from '../testing/cartFixtures';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { cartActionFetch, ShopCartProbe, withShopCart } from '../testing/shopCartFixtures';
import { WISHLIST_STORAGE_KEY } from './browserLocalWishlist';
import { MoveToCartForm } from './MoveToCartForm';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** A guest's wishlist page with the serum on the list; the shop's cart action answers `answer`. */
async function wishlistPage(answer: Parameters<typeof cartActionFetch>[0]) {
  window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['serum']));
  const action = cartActionFetch(answer);
  vi.stubGlobal('fetch', action.fetch);
  let stores: ShopCart | undefined;
  const probe = (
    <ShopCartProbe
      onStores={(found) => {
        stores = found;
      }}
      render={() => <MoveToCartForm productId="serum" />}
    />
  );
  mounted = await renderInBrowser(withShopCart(probe, { locale: 'de-de' }), { path: '/wishlist' });
  await mounted.settle();
  const page = mounted;
  await page.interact(() =>
    within(page.container)
      .getByRole('button', { name: textIn('de-de', 'wishlist.moveToCart') })
      .click(),
  );
  await page.settle();
  return { stores: stores as ShopCart, sent: action.sent };
}

describe("the wishlist's move to cart with JavaScript", () => {
  it('adds the product to the cart, opens the side cart, and only then takes it off the list', async () => {
    const { stores, sent } = await wishlistPage(() => cartResult(cartOf([serumLine()])));
    expect(sent.map((request) => [request.url, request.fields])).toEqual([
      ['/de-de/cart/change', { intent: 'add', productId: 'serum', quantity: '1' }],
    ]);
    expect(stores.sideCart.isOpen()).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null')).toEqual([]);
  });

  it('keeps the product on the list when the cart did not take it (out of stock)', async () => {
    await wishlistPage(() =>
      cartResult(cartOf([]), [
        { key: 'stock', level: 20, message: 'out of stock', messageKey: 'product-out-of-stock' },
      ]),
    );
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? 'null')).toEqual(['serum']);
  });
});
