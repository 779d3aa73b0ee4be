import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { ORDER_DETAIL, ORDER_ID } from '../../../testing/orderFixtures';
import { renderInShop, textIn } from '../../../testing/renderInShop';
import type { OrderDetailView } from '../../../views/orderViews';
import { OrderDetail } from './OrderDetail';

const METHODS = [
  { id: 'pm-invoice', name: 'Rechnung' },
  { id: 'pm-card', name: 'Kreditkarte' },
];

function render(
  order: OrderDetailView,
  options: { guest?: boolean; segment?: string; locale?: 'de-de' | 'fr-ch' } = {},
) {
  return renderInShop(
    <OrderDetail
      order={order}
      segment={options.segment ?? order.id}
      guest={options.guest ?? false}
      paymentMethods={METHODS}
      notice={undefined}
    />,
    { locale: options.locale ?? 'de-de', path: `/account/order/${order.id}` },
  );
}

/** The forms of the page by their `intent`, as the order route's action tells them apart. */
const intentsOf = (screen: HTMLElement) =>
  [...screen.querySelectorAll<HTMLInputElement>('form input[name="intent"]')].map((input) => input.value);

describe('the order details (spec 2.2: items, addresses, documents, cancel and payment change where allowed)', () => {
  it('lists every line with quantity, unit price and total, and the order totals, in the order currency', async () => {
    const { screen } = await render(ORDER_DETAIL);
    const table = within(screen).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Hydra Feuchtigkeitscreme2\s*24,95\s€49,90\s€/),
      expect.stringMatching(/Willkommensrabatt1\s*-5,00\s€-5,00\s€/),
    ]);
    expect(screen.textContent).toMatch(/Gesamtsumme49,85\s€/);
  });

  it('calls free delivery free, as the cart and the checkout did, and prices any other', async () => {
    const free = await render({ ...ORDER_DETAIL, totals: { ...ORDER_DETAIL.totals, shipping: 0 } });
    expect(free.screen.textContent).toContain(
      `${textIn('de-de', 'account.order.shipping')}${textIn('de-de', 'summary.free')}`,
    );
    const paid = await render(ORDER_DETAIL);
    expect(paid.screen.textContent).toMatch(
      new RegExp(`${textIn('de-de', 'account.order.shipping')}4,95\\s€`),
    );
  });

  it('shows the rounding of a total rounded to 5 Rappen, so the rows add up; none when nothing was rounded', async () => {
    const swiss = await render(
      {
        ...ORDER_DETAIL,
        currency: 'CHF',
        totals: { subtotal: 49.77, shipping: 0, total: 49.75, rounding: -0.02 },
      },
      { locale: 'fr-ch' },
    );
    expect(swiss.screen.textContent).toMatch(
      new RegExp(`${textIn('fr-ch', 'summary.rounding')}-0[.,]02\\sCHF`),
    );
    const exact = await render({ ...ORDER_DETAIL, totals: { ...ORDER_DETAIL.totals, rounding: undefined } });
    expect(exact.screen.textContent).not.toContain(textIn('de-de', 'summary.rounding'));
  });

  it('shows no delivery (row, address or method) for an order of digital content only', async () => {
    const { screen } = await render({
      ...ORDER_DETAIL,
      totals: { ...ORDER_DETAIL.totals, shipping: undefined },
      shippingAddress: [],
      shippingMethod: undefined,
    });
    expect([...screen.querySelectorAll('dt')].map((term) => term.textContent)).not.toContain(
      textIn('de-de', 'account.order.shipping'),
    );
    expect([...screen.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(
      expect.not.arrayContaining([
        textIn('de-de', 'account.order.shippingAddress'),
        textIn('de-de', 'account.order.shippingMethod'),
      ]),
    );
    expect(screen.querySelectorAll('address')).toHaveLength(1);
    expect(screen.textContent).not.toContain(textIn('de-de', 'account.order.shippingAddress'));
  });

  it("shows each product line's image beside its name, and none for a line without one", async () => {
    const [product, discount] = ORDER_DETAIL.lines;
    if (!product || !discount) throw new Error('fixture: two lines');
    const { screen } = await render({
      ...ORDER_DETAIL,
      lines: [
        { ...product, image: { url: 'https://cdn.example/hydra.webp', alt: 'Hydra, 50 ml' } },
        discount,
      ],
    });
    const [productRow, discountRow] = within(within(screen).getByRole('table')).getAllByRole('row').slice(1);
    const image = productRow?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example/hydra.webp');
    // The name beside it says what the image shows.
    expect(image?.getAttribute('alt')).toBe('');
    expect(within(productRow as HTMLElement).getByRole('rowheader').textContent).toBe(product.label);
    expect(discountRow?.querySelector('img')).toBeNull();
  });

  it('shows billing and shipping address, shipping and payment method, and the invoice as a download', async () => {
    const { screen } = await render(ORDER_DETAIL);
    const addresses = [...screen.querySelectorAll('address')].map((address) => address.textContent);
    expect(addresses).toEqual([
      'Erika MustermannHauptstraße 110115 BerlinDeutschland',
      'Erika MustermannPackstation 12310117 BerlinDeutschland',
    ]);
    expect(screen.textContent).toContain('Rechnung');
    const invoice = within(screen).getByRole('link', { name: 'Rechnung RE-1001 herunterladen' });
    expect(invoice.getAttribute('href')).toBe(`/de-de/account/order/${ORDER_ID}/document/doc-1`);
    expect(invoice.hasAttribute('download')).toBe(true);
  });

  it('tells a customer paying in advance the amount, the reference and the account, and nobody else', async () => {
    const account = 'Beautyshop AG, IBAN CH93 0076 2011 6238 5295 7';
    const { screen } = await render(
      { ...ORDER_DETAIL, currency: 'CHF', total: 54.9, bankTransfer: account },
      { locale: 'fr-ch' },
    );
    const section = within(screen).getByRole('region', { name: textIn('fr-ch', 'order.transfer.title') });
    expect(section.textContent).toContain(account);
    expect(section.textContent).toContain(ORDER_DETAIL.orderNumber);
    expect(section.textContent).toMatch(/CHF/);
    const invoice = await render(ORDER_DETAIL);
    expect(
      within(invoice.screen).queryByRole('region', { name: textIn('de-de', 'order.transfer.title') }),
    ).toBeNull();
  });

  it('lists the return requests with their number, date, state and lines', async () => {
    const { screen } = await render({
      ...ORDER_DETAIL,
      returns: [
        {
          id: 'r1',
          number: '10000',
          date: '2026-11-25T10:00:00.000+00:00',
          state: { technicalName: 'open', name: 'Offen' },
          lines: [{ label: 'Hydra Feuchtigkeitscreme', quantity: 1 }],
        },
      ],
    });
    const section = within(screen).getByRole('region', { name: textIn('de-de', 'account.order.returns') });
    expect(section.textContent).toContain('Rücksendung 10000 vom 25.11.2026');
    expect(section.textContent).toContain('Offen');
    expect(section.textContent).toContain('1 × Hydra Feuchtigkeitscreme');
    const none = await render(ORDER_DETAIL);
    expect(
      within(none.screen).queryByRole('region', { name: textIn('de-de', 'account.order.returns') }),
    ).toBeNull();
  });

  it('names a return without a date by its number alone', async () => {
    const { screen } = await render({
      ...ORDER_DETAIL,
      returns: [{ id: 'r2', number: '10001', date: undefined, state: undefined, lines: [] }],
    });
    const section = within(screen).getByRole('region', { name: textIn('de-de', 'account.order.returns') });
    expect(section.querySelector('strong')?.textContent).toBe('Rücksendung 10001');
  });

  it('offers neither cancel nor payment change when the order state allows neither', async () => {
    const { screen } = await render(ORDER_DETAIL);
    expect(intentsOf(screen)).toEqual([]);
    expect(
      within(screen).queryByRole('heading', { name: textIn('de-de', 'account.order.manage') }),
    ).toBeNull();
  });

  it('offers cancel and payment change as plain POST forms where allowed, the methods as required radios', async () => {
    const { screen } = await render({ ...ORDER_DETAIL, canCancel: true, canChangePayment: true });
    expect(intentsOf(screen)).toEqual(['change-payment', 'cancel']);
    for (const form of screen.querySelectorAll('form')) expect(form.getAttribute('method')).toBe('post');
    const radios = within(screen).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['pm-invoice', 'pm-card']);
    expect(radios.every((radio) => radio.hasAttribute('required'))).toBe(true);
    // A cancel cannot be undone: its form holds a required box the customer ticks first.
    const confirm = within(screen).getByRole('checkbox', {
      name: textIn('de-de', 'account.order.cancelConfirm'),
    });
    expect(confirm.closest('form')?.querySelector('input[name="intent"]')?.getAttribute('value')).toBe(
      'cancel',
    );
    expect(confirm.hasAttribute('required')).toBe(true);
    expect(confirm.getAttribute('name')).toBe('confirmCancel');
  });

  it('offers a return for a returnable order, under the same order segment as the page', async () => {
    const { screen } = await render({ ...ORDER_DETAIL, canReturn: true });
    const link = within(screen).getByRole('link', { name: textIn('de-de', 'account.order.returnLink') });
    expect(link.getAttribute('href')).toBe(`/de-de/account/order/${ORDER_ID}/return`);
  });

  it("keeps a guest's deep link code in every link and shows no way back to an order list they do not have", async () => {
    const code = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFi';
    const { screen } = await render({ ...ORDER_DETAIL, canReturn: true }, { guest: true, segment: code });
    expect(within(screen).queryByRole('link', { name: textIn('de-de', 'account.order.back') })).toBeNull();
    const hrefs = within(screen)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      `/de-de/account/order/${code}/return`,
      `/de-de/account/order/${code}/document/doc-1`,
    ]);
  });

  it('speaks the shopper’s language and currency format (fr-ch)', async () => {
    const { screen } = await render({ ...ORDER_DETAIL, currency: 'CHF' }, { locale: 'fr-ch' });
    expect(within(screen).getByRole('heading', { level: 1 }).textContent).toBe('Commande 10042');
    expect(screen.textContent).toContain(textIn('fr-ch', 'account.order.grandTotal'));
    expect(screen.textContent).toMatch(/49[.,]85\sCHF|CHF\s49[.,]85/);
  });
});
