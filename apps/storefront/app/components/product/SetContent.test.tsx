import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { productTile } from '../../testing/listingFixtures';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { SetContent } from './SetContent';

const content = {
  items: [
    { quantity: 2, product: productTile('cleanser', 'Cleanser', { manufacturer: 'Lumière', unitPrice: 12 }) },
    { quantity: 1, product: productTile('toner', 'Toner', { unitPrice: 16 }) },
  ],
  itemsTotalPrice: 40,
  bundlePrice: 32,
  savings: 8,
};

describe("a set's content", () => {
  it('links each product with its quantity and prices it in the market currency', async () => {
    const { screen } = await renderInShop(<SetContent content={content} />, { locale: 'de-ch' });
    const cleanser = within(screen).getByRole('link', {
      name: `${textIn('de-ch', 'product.set.quantity', { n: 2 })} Cleanser`,
    });
    expect(cleanser.getAttribute('href')).toBe('/de-de/cleanser/');
    expect(screen.textContent).toContain(formatCurrency(12, 'CHF', 'de-ch'));
  });

  it("states what the set saves against the items bought one by one, in the page's language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<SetContent content={content} />, { locale });
      const money = (amount: number) => formatCurrency(amount, 'EUR', locale);
      const page = within(screen);
      expect(page.getByRole('heading', { name: textIn(locale, 'product.set.heading') })).toBeTruthy();
      // Prices carry no-break spaces, which role and text queries collapse: compare the paragraphs' own text.
      const totals = [...screen.querySelectorAll('section > div > p')].map((p) => p.textContent);
      expect(totals).toEqual([
        textIn(locale, 'product.set.itemsTotal', { price: money(40) }),
        textIn(locale, 'product.set.bundlePrice', { price: money(32) }),
        textIn(locale, 'product.set.savings', { price: money(8) }),
      ]);
    }
  });

  it('leaves out the totals it does not know, and a saving of nothing', async () => {
    const { screen } = await renderInShop(
      <SetContent content={{ ...content, itemsTotalPrice: undefined, savings: undefined }} />,
    );
    const totals = [...screen.querySelectorAll('section > div > p')].map((p) => p.textContent);
    expect(totals).toEqual([
      textIn('de-de', 'product.set.bundlePrice', { price: formatCurrency(32, 'EUR', 'de-de') }),
    ]);
  });
});
