// @vitest-environment happy-dom
import type { Cart, LineItem } from '@beautyshop/store-api-client';
import { within } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useShopCart } from '../cart/ShopCartContext';
import { ShopCartProvider } from '../cart/ShopCartProvider';
import { catalogueFor } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import { LOCALE_INFO, type Locale } from '../locale/locales';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import {
  consentToStatistics,
  dataLayerEvents,
  forgetTracking,
  untilTracking,
  WithTracking,
} from '../testing/trackingInBrowser';
import { ARRIVAL_WAIT } from '../testing/waitFor';
import { CartTracking } from './CartTracking';

const serum = (quantity: number): LineItem => ({
  id: 'line-serum',
  type: 'product',
  label: 'Glow Serum',
  quantity,
  referencedId: 'serum',
  price: { unitPrice: 29.9, totalPrice: 29.9 * quantity },
  payload: { productNumber: 'BS-1001' },
});

const cartOf = (...lineItems: LineItem[]): Cart => ({
  price: { netPrice: 0, totalPrice: 0, positionPrice: 0, rawTotal: 0, taxStatus: 'gross' },
  lineItems,
  apiAlias: 'cart',
});

/** The shop's cart action as the browser reaches it: each POST answered with the next cart, or a failure. */
function shopAnswers(...answers: (Cart | 'failure')[]) {
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    if (init?.method !== 'POST') return Response.json({ cart: cartOf(), errors: [] });
    const answer = answers.shift();
    return answer === undefined || answer === 'failure'
      ? new Response('failed', { status: 500 })
      : Response.json({ cart: answer, errors: [] });
  });
}

/** Buttons that change the shared cart as the product page and the side cart do. */
function CartButtons() {
  const shopCart = useShopCart();
  if (!shopCart) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => shopCart.change({ type: 'add', lines: [{ productId: 'serum', quantity: 2 }] })}
      >
        add
      </button>
      <button
        type="button"
        onClick={() => shopCart.change({ type: 'update', lineId: 'line-serum', quantity: 1 })}
      >
        fewer
      </button>
      <CartTracking shopCart={shopCart} />
    </>
  );
}

let mounted: BrowserRender | undefined;
// The events are built by a module loaded on demand; loaded once here, it arrives within a test's settling.
beforeAll(() => import('./cartAnswerEvents'));
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
  forgetTracking();
});

async function shop(locale: Locale, initialCart: Cart | null) {
  consentToStatistics();
  mounted = await renderInBrowser(
    <WithTracking>
      <ShopCartProvider
        locale={locale}
        translate={createTranslate(catalogueFor(LOCALE_INFO[locale].language))}
        initialCart={initialCart}
        wishlistOwner="guest"
      >
        <CartButtons />
      </ShopCartProvider>
    </WithTracking>,
    { locale },
  );
  return mounted;
}

/** The cart events in the data layer. */
const cartEvents = () => dataLayerEvents('add_to_cart', 'remove_from_cart');

/** Settles the page until the expectation holds: the events go through the network and a module loaded on demand. */
async function eventually(page: BrowserRender, expectation: () => void) {
  await vi.waitFor(async () => {
    await page.settle();
    expectation();
  }, ARRIVAL_WAIT);
}

describe('add_to_cart and remove_from_cart from the shared cart’s answers', () => {
  it("reports what an answered add really put in the cart, in the market's currency", async () => {
    shopAnswers(cartOf(serum(2)));
    const page = await shop('de-ch', null);
    await untilTracking(page);
    await page.interact(() => within(page.container).getByRole('button', { name: 'add' }).click());
    await eventually(page, () =>
      expect(cartEvents()).toEqual([
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: 'CHF',
            value: 59.8,
            items: [
              {
                item_id: 'BS-1001',
                item_name: 'Glow Serum',
                index: 0,
                price: 29.9,
                quantity: 2,
                currency: 'CHF',
              },
            ],
          },
        },
      ]),
    );
  });

  it('reports a lowered quantity as remove_from_cart of the difference', async () => {
    shopAnswers(cartOf(serum(1)));
    const page = await shop('fr-fr', cartOf(serum(3)));
    await untilTracking(page);
    await page.interact(() => within(page.container).getByRole('button', { name: 'fewer' }).click());
    await eventually(page, () =>
      expect(cartEvents()).toEqual([
        expect.objectContaining({
          event: 'remove_from_cart',
          ecommerce: expect.objectContaining({
            currency: 'EUR',
            items: [expect.objectContaining({ quantity: 2 })],
          }),
        }),
      ]),
    );
  });

  it('reports nothing for a change the shop did not answer, only the next answered one', async () => {
    shopAnswers('failure', cartOf(serum(2)));
    const page = await shop('de-de', null);
    await untilTracking(page);
    const add = within(page.container).getByRole('button', { name: 'add' });
    await page.interact(() => add.click());
    await page.interact(() => add.click());
    await eventually(page, () =>
      expect(cartEvents()).toEqual([
        expect.objectContaining({
          event: 'add_to_cart',
          ecommerce: expect.objectContaining({ items: [expect.objectContaining({ quantity: 2 })] }),
        }),
      ]),
    );
  });
});
