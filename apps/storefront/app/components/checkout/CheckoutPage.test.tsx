import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { checkoutView, registeredCheckoutView } from '../../testing/checkoutFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { CheckoutPage } from './CheckoutPage';

const PATH = '/checkout';

/** The checkout's steps in their order, by their headings. */
function stepTitles(screen: HTMLElement): (string | null)[] {
  return within(within(screen).getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

const money = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

describe('spec 2.4 the checkout page', () => {
  it("asks who orders first (login or guest), then delivery and payment, codes, and the summary, in the page's language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CheckoutPage view={checkoutView()} />, { locale, path: PATH });
      const main = within(screen).getByRole('main');
      expect(main.id).toBe('content');
      expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(
        textIn(locale, 'checkout.title'),
      );
      expect(stepTitles(screen)).toEqual([
        textIn(locale, 'checkout.customer.title'),
        `${textIn(locale, 'delivery.legend')} & ${textIn(locale, 'payment.legend')}`,
        textIn(locale, 'checkout.codes.title'),
        textIn(locale, 'summary.title'),
      ]);
      expect(within(main).getByRole('form', { name: textIn(locale, 'checkout.login.title') })).toBeTruthy();
      expect(within(main).getByRole('form', { name: textIn(locale, 'checkout.guest.title') })).toBeTruthy();
    }
  });

  it('lets nobody place an order before a login or a guest address, and says why', async () => {
    const { screen } = await renderInShop(<CheckoutPage view={checkoutView()} />, { path: PATH });
    const place = within(screen).getByRole('form', { name: textIn('de-de', 'checkout.placeOrder') });
    expect(
      within(place)
        .getByRole('button', { name: textIn('de-de', 'checkout.placeOrder') })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(within(place).getByText(textIn('de-de', 'checkout.notReady'))).toBeTruthy();
  });

  it("shows a signed-in shopper's addresses instead of the login, and places the order bound to the cart on screen", async () => {
    const { screen } = await renderInShop(<CheckoutPage view={registeredCheckoutView()} />, {
      locale: 'en-gb',
      path: PATH,
    });
    expect(within(screen).queryByRole('form', { name: textIn('en-gb', 'checkout.login.title') })).toBeNull();
    expect(
      within(screen).getByText(
        textIn('en-gb', 'checkout.customer.signedInAs', { email: 'erika@example.com' }),
      ),
    ).toBeTruthy();
    const place = within(screen).getByRole('form', { name: textIn('en-gb', 'checkout.placeOrder') });
    expect(
      within(place)
        .getByRole('button', { name: textIn('en-gb', 'checkout.placeOrder') })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(place.querySelector('input[name="cartKey"]')?.getAttribute('value')).toBe('cart-key-7f3a');
  });

  it("sums the cart up beside the steps in the market's currency, place order inside the summary", async () => {
    const view = registeredCheckoutView({
      currency: 'CHF',
      locale: 'fr-CH',
      totals: { subtotal: 59.8, shipping: 0, total: 59.8 },
    });
    const { screen } = await renderInShop(<CheckoutPage view={view} />, { locale: 'fr-ch', path: PATH });
    const summary = within(screen).getByRole('region', { name: textIn('fr-ch', 'summary.title') });
    const item = within(summary).getByRole('listitem');
    expect(item.textContent).toContain('Glow Serum');
    expect(item.textContent).toContain(textIn('fr-ch', 'summary.quantity', { n: 2 }));
    const totals = [...summary.querySelectorAll('dt')].map((term) => [
      term.firstChild?.textContent?.trim(),
      term.nextElementSibling?.textContent,
    ]);
    expect(totals).toEqual([
      [textIn('fr-ch', 'summary.subtotal'), money(59.8, 'CHF', 'fr-CH')],
      [textIn('fr-ch', 'summary.shipping'), textIn('fr-ch', 'summary.free')],
      [textIn('fr-ch', 'summary.total'), money(59.8, 'CHF', 'fr-CH')],
    ]);
    expect(within(summary).getByRole('form', { name: textIn('fr-ch', 'checkout.placeOrder') })).toBeTruthy();
  });

  it('tells the points the order earns when they are known, and nothing when not (spec 8: loyalty failures are silent)', async () => {
    const earning = await renderInShop(
      <CheckoutPage view={registeredCheckoutView({ paybackPoints: 59 })} />,
      {
        path: PATH,
      },
    );
    expect(earning.screen.textContent).toContain(textIn('de-de', 'payback.earn', { points: 59 }));
    const silent = await renderInShop(<CheckoutPage view={registeredCheckoutView()} />, { path: PATH });
    expect(silent.screen.textContent).not.toContain(textIn('de-de', 'payback.earn', { points: 59 }));
  });

  it("shows the cart's own messages once, politely, above the steps", async () => {
    const view = checkoutView({ cartMessages: ['Lip Balm ist ausverkauft und wurde entfernt.'] });
    const { screen } = await renderInShop(<CheckoutPage view={view} />, { path: PATH });
    const statuses = within(screen)
      .getAllByRole('status')
      .filter((status) => status.textContent === 'Lip Balm ist ausverkauft und wurde entfernt.');
    expect(statuses).toHaveLength(1);
    const firstStep = within(screen).getByRole('region', {
      name: textIn('de-de', 'checkout.customer.title'),
    });
    // 4: DOCUMENT_POSITION_FOLLOWING, the first step comes after the message.
    expect(statuses[0]?.compareDocumentPosition(firstStep)).toBe(4);
  });

  it('offers nothing to order for an empty cart, only the way back to the shop in its locale', async () => {
    for (const locale of ['de-ch', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CheckoutPage view={checkoutView({ items: [] })} />, {
        locale,
        path: PATH,
      });
      const main = within(screen).getByRole('main');
      expect(within(main).getByText(textIn(locale, 'checkout.emptyCart'))).toBeTruthy();
      expect(main.querySelector('form')).toBeNull();
      const back = within(main).getByRole('link', { name: textIn(locale, 'checkout.continueShopping') });
      expect(back.getAttribute('href')).toBe(`/${locale}`);
    }
  });
});
