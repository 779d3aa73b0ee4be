// @vitest-environment happy-dom
// The side cart's content and its ways out; opening on add and Escape are specified in ShopCartFrame.client.test.tsx.
import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../locale/locales';
import { cartOf, serumLine } from '../testing/cartFixtures';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { ShopCartProbe, withShopCart } from '../testing/shopCartFixtures';
import type { ShopCart } from './ShopCartContext';
import { ShopSideCart } from './ShopSideCart';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

/** The side cart over a page with a button that had focus, opened as an add opens it. */
async function openSideCart(locale: Locale, cart = cartOf([serumLine()])) {
  let stores: ShopCart | undefined;
  mounted = await renderInBrowser(
    withShopCart(
      <>
        <button type="button">Opener</button>
        <ShopCartProbe
          onStores={(found) => {
            stores = found;
          }}
          render={(found) => <ShopSideCart shopCart={found} />}
        />
      </>,
      { locale, cart },
    ),
    { locale, path: '/Gesicht/' },
  );
  const page = mounted;
  within(page.container).getByRole('button', { name: 'Opener' }).focus();
  await page.interact(() => stores?.sideCart.open());
  const dialog = page.container.querySelector('dialog') as HTMLDialogElement;
  return { page, dialog, stores: stores as ShopCart };
}

describe('the side cart', () => {
  it('shows the lines, the summary in the market currency and the ways on: checkout first, the cart, the express wallets', async () => {
    const { dialog } = await openSideCart('fr-ch');
    const side = within(dialog);
    expect(side.getByRole('list', { name: textIn('fr-ch', 'cart.items') })).toBeTruthy();
    expect(dialog.textContent).toContain(textIn('fr-ch', 'cart.total'));
    expect(dialog.textContent).toContain(formatCurrency(54.85, 'CHF', 'fr-CH'));
    const ways = side
      .getAllByRole('link')
      .filter((link) => link.closest('ul') === null)
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(ways).toEqual([
      [textIn('fr-ch', 'cart.toCheckout'), '/fr-ch/checkout'],
      [textIn('fr-ch', 'cart.toCart'), '/fr-ch/checkout/cart'],
    ]);
    expect(side.getByRole('group', { name: textIn('fr-ch', 'wallet.express') })).toBeTruthy();
  });

  it('says an empty cart is empty, offers no summary or wallets, and continuing to shop closes it', async () => {
    const { page, dialog, stores } = await openSideCart('de-de', cartOf([]));
    const side = within(dialog);
    expect(dialog.textContent).toContain(textIn('de-de', 'cart.empty'));
    expect(dialog.textContent).not.toContain(textIn('de-de', 'cart.total'));
    expect(side.queryByRole('group', { name: textIn('de-de', 'wallet.express') })).toBeNull();
    expect(side.queryByRole('link', { name: textIn('de-de', 'cart.toCheckout') })).toBeNull();
    await page.interact(() =>
      side.getByRole('button', { name: textIn('de-de', 'cart.continueShopping') }).click(),
    );
    expect(stores.sideCart.isOpen()).toBe(false);
    expect(dialog.open).toBe(false);
  });

  it('closes by its close button, named in the shopper language, and focus returns to where it was', async () => {
    const { page, dialog, stores } = await openSideCart('fr-fr');
    expect(dialog.open).toBe(true);
    await page.interact(() =>
      within(dialog)
        .getByRole('button', { name: textIn('fr-fr', 'cart.close') })
        .click(),
    );
    expect(dialog.open).toBe(false);
    expect(stores.sideCart.isOpen()).toBe(false);
    expect(document.activeElement?.textContent).toBe('Opener');
  });
});
