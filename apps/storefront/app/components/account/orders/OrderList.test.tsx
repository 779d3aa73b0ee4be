import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { LISTED_ORDER } from '../../../testing/orderFixtures';
import { renderInShop, textIn } from '../../../testing/renderInShop';
import { OrderList } from './OrderList';

describe('the order list (spec 2.2 account/order: list with status and paging)', () => {
  it('shows each order with its number, date, states and total, linking to its details by an accessible name', async () => {
    const { screen } = await renderInShop(
      <OrderList list={{ orders: [LISTED_ORDER], page: 1, totalPages: 1 }} />,
      { path: '/account/order' },
    );
    const item = within(screen).getAllByRole('listitem')[0];
    if (!item) throw new Error('no order in the list');
    expect(item.textContent).toContain('Bestellung 10042');
    expect(item.textContent).toContain('20.11.2026');
    expect(item.textContent).toContain('Offen');
    expect(item.textContent).toContain('Bezahlt');
    expect(item.textContent).toMatch(/54,90\s€/);
    const details = within(item).getByRole('link', {
      name: textIn('de-de', 'account.order.detailsOf', { number: '10042' }),
    });
    expect(details.getAttribute('href')).toBe(`/de-de/account/order/${LISTED_ORDER.id}`);
  });

  it('pages with plain links that keep the locale, ?page=2 for the second page and no query for the first', async () => {
    const { screen } = await renderInShop(
      <OrderList list={{ orders: [LISTED_ORDER], page: 2, totalPages: 3 }} />,
      { locale: 'fr-fr', path: '/account/order?page=2' },
    );
    const pages = within(screen).getByRole('navigation', { name: textIn('fr-fr', 'account.order.pages') });
    const hrefs = within(pages)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/fr-fr/account/order');
    expect(hrefs).toContain('/fr-fr/account/order?page=3');
    expect(screen.textContent).toContain('Commande 10042');
  });

  it('shows an empty state that leads back to the shop when there is no order yet', async () => {
    const { screen } = await renderInShop(<OrderList list={{ orders: [], page: 1, totalPages: 0 }} />, {
      locale: 'en-gb',
    });
    expect(screen.textContent).toContain(textIn('en-gb', 'account.order.empty'));
    const shop = within(screen).getByRole('link', { name: textIn('en-gb', 'account.order.shop') });
    expect(shop.getAttribute('href')).toBe('/en-gb');
    expect(within(screen).queryByRole('navigation')).toBeNull();
  });
});
