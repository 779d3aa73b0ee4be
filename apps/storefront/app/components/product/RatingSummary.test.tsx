import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { RatingSummary } from './RatingSummary';

describe("the product's rating summary", () => {
  it('links the stars and the review count, in the page language, to the reviews section', async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(<RatingSummary average={4.5} count={12} />, { locale });
      const link = within(screen).getByRole('link');
      expect(link.getAttribute('href')).toBe('#reviews');
      expect(link.textContent).toContain(textIn(locale, 'product.reviewCount.other', { count: 12 }));
    }
  });

  it('counts a single review in the singular', async () => {
    const { screen } = await renderInShop(<RatingSummary average={5} count={1} />, { locale: 'fr-fr' });
    expect(within(screen).getByRole('link').textContent).toContain(
      textIn('fr-fr', 'product.reviewCount.one', { count: 1 }),
    );
  });

  it('shows nothing for a product without a rating', async () => {
    const { screen } = await renderInShop(<RatingSummary average={undefined} count={0} />);
    expect(within(screen).queryByRole('link')).toBeNull();
  });
});
