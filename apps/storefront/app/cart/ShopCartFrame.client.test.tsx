// @vitest-environment happy-dom
// The shop frame's cart once the page app runs: adding opens the side cart, which keyboard users leave with
// Escape. What the page's HTML shows without JavaScript is specified in ShopCartFrame.test.tsx.
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartOf, cartResult, serumLine } from '../testing/cartFixtures';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { cartActionFetch, shopCartLoaded } from '../testing/shopCartFixtures';
import { ARRIVAL_WAIT } from '../testing/waitFor';
import { AddToCartForm } from './AddToCartForm';
import { HeaderCount } from './HeaderCount';
import { ShopCartFrame } from './ShopCartFrame';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
});

/** A product page's add button and the header's count inside the frame; the shop's action answers one serum. */
async function productPageIn(locale: 'fr-fr' | 'de-ch') {
  const action = cartActionFetch(() =>
    cartResult(
      cartOf([serumLine({ quantity: 1, price: { unitPrice: 24.95, totalPrice: 24.95, quantity: 1 } })]),
    ),
  );
  vi.stubGlobal('fetch', action.fetch);
  mounted = await renderInBrowser(
    <ShopCartFrame cart={null} wishlistOwner="guest">
      <HeaderCount of="cart" />
      <AddToCartForm productId="serum" />
    </ShopCartFrame>,
    { locale, path: '/detail/serum' },
  );
  await shopCartLoaded(mounted);
  const add = within(mounted.container).getByRole('button', { name: textIn(locale, 'cart.addToCart') });
  return { page: mounted, add, sent: action.sent };
}

/** Waits for the side cart's code to arrive and answers its dialog, once open. */
async function openedSideCart(page: BrowserRender): Promise<HTMLDialogElement> {
  return vi.waitFor(async () => {
    await page.settle();
    const dialog = page.container.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    return dialog as HTMLDialogElement;
  }, ARRIVAL_WAIT);
}

describe('the side cart once JavaScript runs', () => {
  it("opens on add as a modal dialog named by its title and the cart's count, without leaving the page", async () => {
    const { page, add, sent } = await productPageIn('fr-fr');
    // Its code loads when it first opens (or when the browser is idle), not with the page.
    expect(page.container.querySelector('dialog')).toBeNull();
    await page.interact(() => add.click());
    const dialog = await openedSideCart(page);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe(textIn('fr-fr', 'cart.sideCartTitle', { count: 1 }));
    expect(page.location()).toBe('/fr-fr/detail/serum');
    // The change went to the shop's own action (never the Store API), as the form would have sent it.
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/fr-fr/cart/change',
        fields: { intent: 'add', productId: 'serum', quantity: '1' },
      },
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Hydra Serum' })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: textIn('fr-fr', 'cart.toCart') })
        .getAttribute('href'),
    ).toBe('/fr-fr/checkout/cart');
  });

  it("counts the added product in the header, named for screen readers in the shopper's language", async () => {
    const { page, add } = await productPageIn('de-ch');
    expect(page.container.querySelector('[data-testid="cart-count"]')).toBeNull();
    await page.interact(() => add.click());
    await page.settle();
    const count = page.container.querySelector('[data-testid="cart-count"]');
    expect(count?.textContent).toBe(`1${textIn('de-ch', 'cart.count', { count: 1 })}`);
  });

  it('closes on Escape and gives focus back to the add button', async () => {
    const { page, add } = await productPageIn('fr-fr');
    add.focus();
    await page.interact(() => add.click());
    const dialog = await openedSideCart(page);
    expect(document.activeElement).not.toBe(add);
    await page.interact(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(add);
  });
});

describe('the shared stores once JavaScript runs', () => {
  it("add the notification region, named in the page's language and empty until something happens", async () => {
    mounted = await renderInBrowser(
      <ShopCartFrame cart={null} wishlistOwner="guest">
        <p>Seite</p>
      </ShopCartFrame>,
      { locale: 'fr-ch', path: '/' },
    );
    await shopCartLoaded(mounted);
    const region = within(mounted.container).getByRole('region', {
      name: textIn('fr-ch', 'cart.notifications'),
    });
    expect(within(region).queryAllByRole('listitem')).toEqual([]);
  });
});
