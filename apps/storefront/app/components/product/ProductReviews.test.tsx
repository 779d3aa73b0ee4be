import type { ReviewsSection } from '@beautyshop/catalogue';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ProductReviews } from './ProductReviews';

const review = {
  id: 'r1',
  title: 'Zieht schnell ein',
  content: 'Angenehm leicht.',
  points: 4,
  author: 'Jana',
  createdAt: '2026-03-03T10:00:00.000Z',
  date: '3. März 2026',
};
const loaded = (fields: Partial<Extract<ReviewsSection, { state: 'loaded' }>>): ReviewsSection => ({
  state: 'loaded',
  page: 1,
  pageCount: 1,
  total: 1,
  reviews: [review],
  ...fields,
});

describe('the reviews section of a product page', () => {
  it("lists a page of reviews with stars, author and date under a heading in the page's language", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(<ProductReviews reviews={loaded({})} />, { locale });
      const section = within(screen).getByRole('region', { name: textIn(locale, 'product.reviews.heading') });
      expect(section.id).toBe('reviews');
      expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('Zieht schnell ein');
      expect(
        within(section).getByRole('img', { name: textIn(locale, 'product.ratingLabel', { value: 4 }) }),
      ).toBeTruthy();
      expect(section.textContent).toContain(textIn(locale, 'product.reviews.by', { name: 'Jana' }));
      expect(section.querySelector('time')?.getAttribute('datetime')).toBe(review.createdAt);
    }
  });

  it('says in words that there are none yet, or that they could not be loaded (no error page for reviews)', async () => {
    const empty = await renderInShop(<ProductReviews reviews={loaded({ total: 0, reviews: [] })} />);
    expect(within(empty.screen).getByText(textIn('de-de', 'product.reviews.empty'))).toBeTruthy();
    const failed = await renderInShop(<ProductReviews reviews={{ state: 'failed' }} />, { locale: 'fr-fr' });
    expect(within(failed.screen).getByText(textIn('fr-fr', 'product.reviews.failed'))).toBeTruthy();
  });

  it('leads a page past the last one back to the newest reviews, keeping the rest of the query', async () => {
    const { screen } = await renderInShop(
      <ProductReviews reviews={loaded({ page: 9, total: 3, reviews: [] })} />,
      {
        path: '/serum/?reviews=9&utm=x',
      },
    );
    const back = within(screen).getByRole('link', { name: textIn('de-de', 'product.reviews.firstPage') });
    expect(back.getAttribute('href')).toBe('/de-de/serum/?utm=x#reviews');
  });

  it('pages with ?reviews={n} links that jump back to the section', async () => {
    const { screen } = await renderInShop(<ProductReviews reviews={loaded({ pageCount: 3, total: 25 })} />, {
      path: '/serum/',
      locale: 'en-gb',
    });
    const pages = within(screen).getByRole('navigation', { name: textIn('en-gb', 'product.reviews.pages') });
    const two = within(pages).getByRole('link', { name: textIn('en-gb', 'pagination.page', { n: 2 }) });
    expect(two.getAttribute('href')).toBe('/en-gb/serum/?reviews=2#reviews');
  });
});
