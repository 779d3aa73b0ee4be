// @vitest-environment happy-dom
// The cart page's code fields once the page app runs: the same forms, sent through the shared cart store. Their
// HTML without JavaScript is specified in CartPageContent.test.tsx.
import type { CartError } from '@beautyshop/store-api-client';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartOf, cartPageView, cartResult, promotionLine, serumLine } from '../testing/cartFixtures';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { cartActionFetch, withShopCart } from '../testing/shopCartFixtures';
import { CartPageContent } from './CartPageContent';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
});

const error = (messageKey: string, level: CartError['level']): CartError => ({
  key: messageKey,
  level,
  message: messageKey,
  messageKey,
});

/** The cart page with the serum; the shop's action takes SPRING10 and refuses every other code. */
async function cartPage() {
  const action = cartActionFetch((fields) => {
    if (fields.intent === 'remove') return cartResult(cartOf([serumLine()]), []);
    return fields.code === 'SPRING10'
      ? cartResult(cartOf([serumLine(), promotionLine()]), [error('promotion-discount-added', 0)])
      : cartResult(cartOf([serumLine()]), [error('promotion-not-found', 20)]);
  });
  vi.stubGlobal('fetch', action.fetch);
  const view = cartPageView();
  mounted = await renderInBrowser(
    withShopCart(<CartPageContent view={view} />, { locale: 'de-de', cart: view.result.cart }),
    { locale: 'de-de', path: '/checkout/cart' },
  );
  const page = mounted;
  const field = within(page.container).getByRole('textbox', {
    name: textIn('de-de', 'cart.promotionCode'),
  }) as HTMLInputElement;
  const redeem = async (code: string) => {
    field.value = code;
    const form = field.form as HTMLFormElement;
    await page.interact(() => within(form).getByRole('button').click());
    await page.settle();
  };
  return { page, field, redeem, sent: action.sent };
}

describe('the cart page with JavaScript', () => {
  it('empties the promotion code field once the code is taken, without leaving the page', async () => {
    const { page, field, redeem, sent } = await cartPage();
    await redeem('SPRING10');
    expect(sent.map((request) => request.fields)).toEqual([{ intent: 'promotionCode', code: 'SPRING10' }]);
    expect(field.value).toBe('');
    expect(page.location()).toBe('/de-de/checkout/cart');
  });

  it('tells of the discount on the page until the shopper removes the code again', async () => {
    const { page, redeem } = await cartPage();
    const added = textIn('de-de', 'product.messages.promotion-discount-added');
    const statusTexts = () =>
      within(page.container)
        .queryAllByRole('status')
        .map((element) => element.textContent ?? '');
    await redeem('SPRING10');
    expect(statusTexts().join(' ')).toContain(added);
    const remove = page.container.querySelector<HTMLButtonElement>(
      'form:has(input[name="lineId"][value="line-spring"]) button[type="submit"]',
    );
    await page.interact(() => remove?.click());
    await page.settle();
    expect(page.container.querySelector('input[value="line-spring"]')).toBeNull();
    expect(statusTexts().join(' ')).not.toContain(added);
  });

  it('keeps a refused code in the field for the shopper to correct', async () => {
    const { field, redeem } = await cartPage();
    await redeem('SPRNG10');
    expect(field.value).toBe('SPRNG10');
  });
});
