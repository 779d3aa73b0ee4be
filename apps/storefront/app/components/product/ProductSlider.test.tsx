import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { productTile } from '../../testing/listingFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ProductSlider } from './ProductSlider';

describe('a product slider (cross-selling, recommendations, last seen)', () => {
  it("shows its products as cards under its title, with controls named in the page's language", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(
        <ProductSlider
          title="Passt dazu"
          products={[productTile('toner', 'Toner'), productTile('mask', 'Maske')]}
        />,
        { locale },
      );
      const page = within(screen);
      expect(page.getByRole('heading', { name: 'Passt dazu' })).toBeTruthy();
      expect(page.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
        expect.arrayContaining(['/de-de/toner/', '/de-de/mask/']),
      );
      expect(screen.innerHTML).toContain(textIn(locale, 'slider.next'));
    }
  });

  it('shows the tax and shipping notice beside every price, and the lowest price of the last 30 days beside every reduced price', async () => {
    for (const locale of ['de-at', 'fr-ch'] as const) {
      const { screen } = await renderInShop(
        <ProductSlider
          title="Passt dazu"
          products={[
            productTile('toner', 'Toner', { unitPrice: 9.9, listPrice: 12.9, lowestPrice30Days: 11.9 }),
            productTile('mask', 'Maske'),
          ]}
        />,
        { locale },
      );
      const cards = [...screen.querySelectorAll('article')];
      const tax = textIn(locale, locale === 'fr-ch' ? 'price.taxNoticeCh' : 'price.taxNotice');
      for (const card of cards)
        expect(card.textContent).toContain(`${tax}, ${textIn(locale, 'price.shippingNotice')}`);
      const currency = locale === 'fr-ch' ? 'CHF' : 'EUR';
      const lowest = textIn(locale, 'price.lowest30Days', { price: formatCurrency(11.9, currency, locale) });
      expect(cards[0]?.textContent).toContain(lowest);
      expect(cards[1]?.textContent).not.toContain(textIn(locale, 'price.lowest30Days', { price: '' }).trim());
    }
  });

  it('renders nothing at all without products', async () => {
    const { html } = await renderInShop(<ProductSlider title="Passt dazu" products={[]} />);
    expect(html).toBe('');
  });
});
