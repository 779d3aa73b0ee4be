import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { SuccessView } from '../../checkout/successView';
import type { MessageKey } from '../../i18n/messages';
import { HOME, OFFICE, orderConfirmation } from '../../testing/checkoutFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { OrderSuccessPage } from './OrderSuccessPage';

const PATH = '/checkout/success/order-7f3a';

/** The form that sends this intent to the success page's action. */
function formOf(screen: HTMLElement, intent: string): HTMLFormElement | undefined {
  const input = screen.querySelector(`form input[type="hidden"][name="intent"][value="${intent}"]`);
  return input?.closest('form') ?? undefined;
}

const views: [SuccessView, MessageKey, MessageKey | undefined][] = [
  ['success', 'success.title', undefined],
  ['inprogress', 'success.inProgressTitle', 'success.inProgressText'],
  ['paid', 'success.paidTitle', undefined],
  ['unpaid', 'success.unpaidTitle', 'success.unpaidText'],
];

describe('spec 4 the order confirmation (/checkout/success/{id})', () => {
  it.each(views)(
    "in its %s view is headed by that outcome, in the page's language",
    async (view, title, text) => {
      for (const locale of ['de-de', 'fr-ch'] as const) {
        const { screen } = await renderInShop(<OrderSuccessPage order={orderConfirmation({ view })} />, {
          locale,
          path: PATH,
        });
        const main = within(screen).getByRole('main');
        expect(main.getAttribute('data-view')).toBe(view);
        expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(textIn(locale, title));
        const explanations = (['success.inProgressText', 'success.unpaidText'] as const).filter((key) =>
          main.textContent?.includes(textIn(locale, key)),
        );
        expect(explanations).toEqual(text ? [text] : []);
      }
    },
  );

  it('names the order number and where the confirmation mail went', async () => {
    const { screen } = await renderInShop(<OrderSuccessPage order={orderConfirmation()} />, {
      locale: 'fr-fr',
      path: PATH,
    });
    const order = within(screen).getByRole('region', {
      name: textIn('fr-fr', 'success.orderNumber', { number: '10042' }),
    });
    expect(order.textContent).toContain(textIn('fr-fr', 'success.orderNumber', { number: '10042' }));
    expect(order.textContent).toContain(textIn('fr-fr', 'success.mailSent', { email: 'erika@example.com' }));
  });

  it('says nothing about a mail when the order names no email', async () => {
    const { screen } = await renderInShop(
      <OrderSuccessPage order={orderConfirmation({ email: undefined })} />,
      {
        path: PATH,
      },
    );
    const order = within(screen).getByRole('region', {
      name: textIn('de-de', 'success.orderNumber', { number: '10042' }),
    });
    expect([...order.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      textIn('de-de', 'success.orderNumber', { number: '10042' }),
    ]);
  });

  it('shows the billing and shipping address, the payment and the shipping method, each under its heading', async () => {
    const { screen } = await renderInShop(<OrderSuccessPage order={orderConfirmation()} />, { path: PATH });
    const details = within(screen).getByRole('region', { name: textIn('de-de', 'success.billingAddress') });
    const blocks = within(details)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => [heading.textContent, heading.nextElementSibling?.textContent]);
    expect(blocks).toEqual([
      [textIn('de-de', 'success.billingAddress'), HOME.lines.join('')],
      [textIn('de-de', 'success.shippingAddress'), OFFICE.lines.join('')],
      [textIn('de-de', 'success.payment'), 'Rechnung'],
      [textIn('de-de', 'success.shipping'), 'Standard'],
    ]);
  });

  it('shows no delivery address, method or row for an order of digital content only', async () => {
    const order = orderConfirmation({
      shippingAddress: [],
      shippingMethod: undefined,
      totals: { subtotal: 5.49, shipping: undefined, total: 5.49 },
    });
    const { screen } = await renderInShop(<OrderSuccessPage order={order} />, { path: PATH });
    const details = within(screen).getByRole('region', { name: textIn('de-de', 'success.billingAddress') });
    expect(
      within(details)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([textIn('de-de', 'success.billingAddress'), textIn('de-de', 'success.payment')]);
    const summary = within(screen).getByRole('region', { name: textIn('de-de', 'summary.title') });
    expect([...summary.querySelectorAll('dt')].map((term) => term.textContent)).not.toContain(
      textIn('de-de', 'summary.shipping'),
    );
  });

  it("sums the order up in the order's currency", async () => {
    const order = orderConfirmation({ currency: 'CHF', locale: 'de-CH' });
    const { screen } = await renderInShop(<OrderSuccessPage order={order} />, {
      locale: 'de-ch',
      path: PATH,
    });
    const summary = within(screen).getByRole('region', { name: textIn('de-ch', 'summary.title') });
    expect(within(summary).getByRole('listitem').textContent).toContain('Glow Serum');
    const total = new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(64.75);
    expect(summary.querySelector('dl > div:last-child dd')?.textContent).toBe(total);
    // The confirmation orders nothing again.
    expect(summary.querySelector('form')).toBeNull();
  });

  it('offers the invoice and the digital downloads through the shop, under this order only', async () => {
    const order = orderConfirmation({
      invoiceId: 'doc 1',
      downloads: [{ id: 'dl-1', name: 'Pflege-Guide.pdf' }],
    });
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<OrderSuccessPage order={order} />, { locale, path: PATH });
      const files = within(screen).getByRole('region', { name: textIn(locale, 'success.downloads') });
      const links = within(files)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')]);
      // The document's deep link code stays on the server: the shop's route fetches it for the session's own order.
      expect(links).toEqual([
        [textIn(locale, 'success.invoice'), `/${locale}/checkout/success/order-7f3a/document/doc%201`, true],
        [
          textIn(locale, 'success.download', { name: 'Pflege-Guide.pdf' }),
          `/${locale}/checkout/success/order-7f3a/download/dl-1`,
          true,
        ],
      ]);
    }
  });

  it('has no downloads section when the order has no invoice yet and no digital goods', async () => {
    const { screen } = await renderInShop(<OrderSuccessPage order={orderConfirmation()} />, { path: PATH });
    expect(within(screen).queryByRole('region', { name: textIn('de-de', 'success.downloads') })).toBeNull();
  });

  it("lets the shopper pay an unpaid order with another of the market's methods, or cancel it, with plain POST forms", async () => {
    const order = orderConfirmation({ view: 'unpaid', paymentState: 'failed' });
    for (const locale of ['de-de', 'fr-ch'] as const) {
      const { screen } = await renderInShop(<OrderSuccessPage order={order} />, { locale, path: PATH });
      const retry = formOf(screen, 'retry');
      const cancel = formOf(screen, 'cancel');
      for (const form of [retry, cancel]) {
        expect(form?.getAttribute('method')).toBe('post');
        expect(form?.getAttribute('action')).toBe(`/${locale}${PATH}`);
      }
      const methods = within(retry as HTMLElement).getByRole('combobox', {
        name: new RegExp(textIn(locale, 'success.payment')),
      });
      expect(methods.getAttribute('name')).toBe('paymentMethodId');
      expect(methods.hasAttribute('required')).toBe(true);
      expect(
        [...methods.querySelectorAll('option')]
          .filter((option) => option.getAttribute('value'))
          .map((option) => [option.getAttribute('value'), option.textContent]),
      ).toEqual([
        ['invoice', 'Rechnung'],
        ['prepayment', 'Vorkasse'],
      ]);
      expect(within(retry as HTMLElement).getByRole('button').textContent).toBe(
        textIn(locale, 'success.retry'),
      );
      expect(within(cancel as HTMLElement).getByRole('button').textContent).toBe(
        textIn(locale, 'success.cancel'),
      );
      expect(screen.textContent).toContain(textIn(locale, 'success.paymentState', { state: 'failed' }));
    }
  });

  it.each(['success', 'inprogress', 'paid'] as const)(
    'offers no retry or cancel in the %s view',
    async (view) => {
      const { screen } = await renderInShop(<OrderSuccessPage order={orderConfirmation({ view })} />, {
        path: PATH,
      });
      expect(formOf(screen, 'retry')).toBeUndefined();
      expect(formOf(screen, 'cancel')).toBeUndefined();
    },
  );

  it('says a cancelled order is cancelled and offers nothing more to pay', async () => {
    const order = orderConfirmation({ view: 'unpaid', cancelled: true });
    const { screen } = await renderInShop(<OrderSuccessPage order={order} />, {
      locale: 'en-gb',
      path: PATH,
    });
    expect(within(screen).getByRole('status').textContent).toBe(textIn('en-gb', 'success.cancelled'));
    expect(screen.querySelector('form')).toBeNull();
    // Not "the payment is not complete ... choose another payment method": there is nothing left to pay.
    expect(within(screen).getByRole('heading', { level: 1 }).textContent).toBe(
      textIn('en-gb', 'success.cancelledTitle'),
    );
    expect(screen.textContent).not.toContain(textIn('en-gb', 'success.unpaidText'));
  });

  it('tells a shopper paying in advance how much to transfer, with which reference, to which account', async () => {
    const order = orderConfirmation({
      paymentMethod: 'Vorkasse',
      bankTransfer: 'Beautyshop GmbH, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX',
    });
    const { screen } = await renderInShop(<OrderSuccessPage order={order} />, {
      locale: 'de-de',
      path: PATH,
    });
    const heading = within(screen).getByRole('heading', { name: textIn('de-de', 'order.transfer.title') });
    const box = heading.parentElement as HTMLElement;
    expect(box.textContent).toContain('64,75\u00a0€');
    expect(box.textContent).toContain('10042');
    expect(box.textContent).toContain('IBAN DE89 3704 0044 0532 0130 00');
    const paid = await renderInShop(<OrderSuccessPage order={orderConfirmation()} />, {
      locale: 'de-de',
      path: PATH,
    });
    expect(
      within(paid.screen).queryByRole('heading', { name: textIn('de-de', 'order.transfer.title') }),
    ).toBeNull();
  });

  it("leads back to the shop's home in the page's locale", async () => {
    const { screen } = await renderInShop(<OrderSuccessPage order={orderConfirmation()} />, {
      locale: 'fr-fr',
      path: PATH,
    });
    const back = within(screen).getByRole('link', { name: textIn('fr-fr', 'success.continue') });
    expect(back.getAttribute('href')).toBe('/fr-fr');
  });
});
