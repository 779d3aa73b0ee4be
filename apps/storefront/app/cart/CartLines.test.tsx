import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { displayed, promotionLine, serumLine } from '../testing/cartFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { CartLines } from './CartLines';

describe("a cart's lines (cart page and side cart)", () => {
  it("are a list named in the page's language, one entry per line, in the cart's order", async () => {
    const lines = [displayed(serumLine()), displayed(promotionLine())];
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CartLines lines={lines} />, { locale });
      const list = within(screen).getByRole('list', { name: textIn(locale, 'cart.items') });
      const headings = within(list).getAllByRole('heading');
      expect(headings.map((heading) => heading.textContent)).toEqual(['Hydra Serum', 'Frühlingsrabatt']);
    }
  });

  it("show a product's image, options, unit and total price in the market's currency, and link the product", async () => {
    const { screen } = await renderInShop(<CartLines lines={[displayed(serumLine())]} />, {
      locale: 'de-ch',
    });
    const item = within(screen).getByRole('listitem');
    const link = within(item).getByRole('link', { name: 'Hydra Serum' });
    expect(link.getAttribute('href')).toBe('/de-ch/detail/serum');
    expect(item.querySelector('img')?.getAttribute('src')).toBe('https://img.shop.test/serum.jpg');
    expect(item.textContent).toContain('Inhalt: 50 ml');
    expect(item.textContent).toContain(
      `${textIn('de-ch', 'cart.unitPrice')} ${formatCurrency(24.95, 'CHF', 'de-CH')}`,
    );
    expect(item.textContent).toContain(formatCurrency(49.9, 'CHF', 'de-CH'));
    expect(formatCurrency(49.9, 'CHF', 'de-CH')).toContain('CHF');
  });

  it('show a discount line by its name and code, without a product link, unit price or quantity', async () => {
    const { screen } = await renderInShop(<CartLines lines={[displayed(promotionLine())]} />, {
      locale: 'fr-fr',
    });
    const item = within(screen).getByRole('listitem');
    expect(within(item).queryByRole('link')).toBeNull();
    expect(within(item).queryByRole('spinbutton')).toBeNull();
    expect(item.textContent).not.toContain(textIn('fr-fr', 'cart.unitPrice'));
    expect(item.textContent).toContain(formatCurrency(-4.99, 'EUR', 'fr-FR'));
    expect(within(item).getByText('SPRING10')).toBeTruthy();
  });

  it('name a line without a label by its code', async () => {
    const { screen } = await renderInShop(
      <CartLines lines={[displayed(promotionLine({ label: undefined }))]} />,
    );
    expect(within(screen).getByRole('heading').textContent).toBe('SPRING10');
    expect(within(screen).getAllByText('SPRING10')).toHaveLength(1);
  });
});
