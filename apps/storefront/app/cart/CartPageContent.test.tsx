import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { cartOf, cartPageView, cartResult, serumLine } from '../testing/cartFixtures';
import { hiddenFields } from '../testing/formFields';
import { productTile } from '../testing/listingFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { CartPageContent } from './CartPageContent';
import { cartProductIds } from './cartProductIds';
import { productIdsKey } from './productIdsKey';

const PATH = '/checkout/cart';

/** The page's message lists (the code fields have live regions of their own, empty until they answer). */
function messages(screen: HTMLElement): HTMLElement[] {
  return [...within(screen).queryAllByRole('status'), ...within(screen).queryAllByRole('alert')].filter(
    (region) => region.tagName === 'UL',
  );
}

describe('spec 2.2 the cart page without JavaScript', () => {
  it('shows an empty cart as such, with a way back to the shop', async () => {
    const view = cartPageView({ result: cartResult(cartOf([])) });
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CartPageContent view={view} />, { locale, path: PATH });
      const page = within(screen);
      expect(page.getByRole('heading', { level: 1 }).textContent).toBe(textIn(locale, 'cart.title'));
      expect(screen.textContent).toContain(textIn(locale, 'cart.empty'));
      const back = page.getByRole('link', { name: textIn(locale, 'cart.continueShopping') });
      expect(back.getAttribute('href')).toBe(`/${locale}`);
      expect(page.queryByRole('list', { name: textIn(locale, 'cart.items') })).toBeNull();
      expect(page.queryByRole('link', { name: textIn(locale, 'cart.toCheckout') })).toBeNull();
    }
  });

  it('lists the items, and leads on to the checkout and the express wallets', async () => {
    const { screen } = await renderInShop(<CartPageContent view={cartPageView()} />, {
      locale: 'fr-ch',
      path: PATH,
    });
    const page = within(screen);
    const items = page.getByRole('list', { name: textIn('fr-ch', 'cart.items') });
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
    const summary = page.getByRole('complementary', { name: textIn('fr-ch', 'cart.summary') });
    expect(
      within(summary)
        .getByRole('link', { name: textIn('fr-ch', 'cart.toCheckout') })
        .getAttribute('href'),
    ).toBe('/fr-ch/checkout');
    within(summary).getByRole('group', { name: textIn('fr-ch', 'wallet.express') });
    expect(summary.textContent).toContain('CHF');
  });

  it('redeems a promotion code and a gift card by plain POSTs to the cart action, back to the cart', async () => {
    const { screen } = await renderInShop(<CartPageContent view={cartPageView()} />, {
      locale: 'de-at',
      path: PATH,
    });
    const page = within(screen);
    for (const [label, intent] of [
      ['cart.promotionCode', 'promotionCode'],
      ['cart.giftCard', 'giftCard'],
    ] as const) {
      const field = page.getByRole('textbox', { name: textIn('de-at', label) });
      expect(field.getAttribute('name')).toBe('code');
      const form = field.closest('form');
      expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual([
        'post',
        '/de-at/cart/change',
      ]);
      expect(hiddenFields(form)).toEqual({ intent, returnTo: '/de-at/checkout/cart' });
      within(form as HTMLElement).getByRole('button', { name: textIn('de-at', 'cart.redeem') });
    }
  });

  it('estimates shipping by country and method with a form to the cart page itself', async () => {
    const { screen } = await renderInShop(<CartPageContent view={cartPageView()} />, { path: PATH });
    const page = within(screen);
    const country = page.getByRole('combobox', {
      name: textIn('de-de', 'cart.country'),
    }) as HTMLSelectElement;
    const method = page.getByRole('combobox', {
      name: textIn('de-de', 'cart.shippingMethod'),
    }) as HTMLSelectElement;
    expect([...country.options].map((option) => [option.value, option.textContent])).toEqual([
      ['de', 'Deutschland'],
      ['at', 'Österreich'],
    ]);
    expect(country.value).toBe('de');
    expect(method.value).toBe('standard');
    const form = country.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/de-de/checkout/cart');
    expect(form?.contains(method)).toBe(true);
  });

  it("tells a form's outcome and the cart's errors once each, in the shopper's language", async () => {
    const view = cartPageView({
      notices: ['promotion-not-found', 'payment-method-blocked'],
      result: cartResult(cartOf(), [
        { key: 'stock', level: 10, message: 'stock reached', messageKey: 'product-stock-reached' },
        { key: 'code', level: 20, message: 'not found', messageKey: 'promotion-not-found' },
      ]),
    });
    for (const locale of ['fr-fr', 'en-gb'] as const) {
      const { screen } = await renderInShop(<CartPageContent view={view} />, { locale, path: PATH });
      const [alert, ...more] = messages(screen);
      expect(more).toEqual([]);
      expect(alert?.getAttribute('role')).toBe('alert');
      expect(
        within(alert as HTMLElement)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        textIn(locale, 'product.messages.promotion-not-found'),
        textIn(locale, 'product.messages.product-stock-reached'),
      ]);
    }
  });

  it('tells an added discount as good news, apart from the errors (spec 4: a success)', async () => {
    const view = cartPageView({ notices: ['promotion-discount-added', 'promotion-not-found'] });
    const { screen } = await renderInShop(<CartPageContent view={view} />, { locale: 'fr-ch', path: PATH });
    const [first, second, ...more] = messages(screen);
    expect(more).toEqual([]);
    expect([first?.getAttribute('role'), first?.dataset.tone, first?.textContent]).toEqual([
      'status',
      'success',
      textIn('fr-ch', 'product.messages.promotion-discount-added'),
    ]);
    expect([second?.getAttribute('role'), second?.dataset.tone, second?.textContent]).toEqual([
      'alert',
      'danger',
      textIn('fr-ch', 'product.messages.promotion-not-found'),
    ]);
  });

  it('offers no delivery estimate for digital content only (spec 4: a virtual cart)', async () => {
    const physical = await renderInShop(<CartPageContent view={cartPageView()} />, { path: PATH });
    expect(physical.screen.textContent).toContain(textIn('de-de', 'cart.shippingEstimate'));
    const view = cartPageView({ result: cartResult(cartOf([serumLine({ states: ['is-download'] })])) });
    const { screen } = await renderInShop(<CartPageContent view={view} />, { path: PATH });
    expect(screen.textContent).not.toContain(textIn('de-de', 'cart.shippingEstimate'));
    expect(screen.querySelector('select[name="shippingMethodId"]')).toBeNull();
  });

  it('shows no message region while there is nothing to tell', async () => {
    const { screen } = await renderInShop(<CartPageContent view={cartPageView()} />, { path: PATH });
    expect(messages(screen)).toEqual([]);
  });
});

describe("spec 7.2 the cart's recommendations without JavaScript", () => {
  it("are in the server's page once the loader's answer settles, reduced prices with their lowest price of the last 30 days", async () => {
    const view = cartPageView();
    const forIds = productIdsKey(cartProductIds(view.result.cart.lineItems ?? []));
    const answer = Promise.resolve({
      forIds,
      products: [
        productTile('toner', 'Rosen Toner', { unitPrice: 9.9, listPrice: 14.9, lowestPrice30Days: 12.9 }),
      ],
      events: [],
    });
    const { screen } = await renderInShop(<CartPageContent view={view} recommendations={answer} />, {
      locale: 'de-de',
      path: PATH,
    });
    const slider = within(screen).getByRole('heading', { name: textIn('de-de', 'recommendations.cart') });
    expect(slider).toBeTruthy();
    expect(
      within(screen)
        .getByRole('link', { name: /Rosen Toner/ })
        .getAttribute('href'),
    ).toBe('/de-de/toner/');
    expect(screen.textContent).toContain(
      textIn('de-de', 'price.lowest30Days', { price: formatCurrency(12.9, 'EUR', 'de-DE') }),
    );
  });

  it('spec 8: an empty answer (failed or late) is no slider at all, and the cart shows as ever', async () => {
    const answer = Promise.resolve({ forIds: 'x', products: [], events: [] });
    const { screen } = await renderInShop(
      <CartPageContent view={cartPageView()} recommendations={answer} />,
      {
        locale: 'de-de',
        path: PATH,
      },
    );
    expect(
      within(screen).queryByRole('heading', { name: textIn('de-de', 'recommendations.cart') }),
    ).toBeNull();
    expect(within(screen).getByRole('list', { name: textIn('de-de', 'cart.items') })).toBeTruthy();
  });
});
