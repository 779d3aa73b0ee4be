import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../testing/renderInShop';
import CheckoutLayout from './CheckoutLayout';

/** A page of the checkout, as the layout's outlet shows it. */
const page = (
  <main id="content">
    <h1>Kasse</h1>
  </main>
);

describe('spec 2.2 the checkout layout', () => {
  it("heads the checkout with the shop's name only, a link home in the page's locale", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CheckoutLayout />, { locale, path: '/checkout', outlet: page });
      const header = within(screen).getByRole('banner');
      const links = within(header)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([[textIn(locale, 'meta.siteName'), `/${locale}`]]);
    }
  });

  it('shows no shop navigation, search, account or cart that could lead away from paying (issue 17)', async () => {
    const { screen } = await renderInShop(<CheckoutLayout />, { path: '/checkout', outlet: page });
    expect(within(screen).queryByRole('navigation')).toBeNull();
    expect(within(screen).queryByRole('search')).toBeNull();
    expect(within(screen).queryByRole('contentinfo')).toBeNull();
    expect(within(screen).getAllByRole('link')).toHaveLength(1);
    expect(screen.querySelector('form')).toBeNull();
  });

  it('shows the page of the checkout (steps or confirmation) below its header', async () => {
    const { screen } = await renderInShop(<CheckoutLayout />, {
      path: '/checkout/success/order-7f3a',
      outlet: page,
    });
    const main = within(screen).getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Kasse');
    // 4: DOCUMENT_POSITION_FOLLOWING, the page comes after the header.
    expect(within(screen).getByRole('banner').compareDocumentPosition(main)).toBe(4);
  });
});
