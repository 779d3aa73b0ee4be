import type { ReviewsSection } from '@beautyshop/catalogue';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ProductReviews } from './ProductReviews';

const PRODUCT_ID = '0190a1b2c3d4e5f60718293a4b5c6d7e';

const review = {
  id: 'r1',
  title: 'Zieht schnell ein',
  content: 'Angenehm leicht.',
  points: 4,
  author: 'Jana',
  createdAt: '2026-03-03T10:00:00.000Z',
  date: '3. März 2026',
  pending: false,
};
const loaded = (fields: Partial<Extract<ReviewsSection, { state: 'loaded' }>>): ReviewsSection => ({
  state: 'loaded',
  scope: 'language',
  page: 1,
  pageCount: 1,
  total: 1,
  allLanguagesTotal: 1,
  reviews: [review],
  ...fields,
});

describe('the reviews section of a product page', () => {
  it("lists a page of reviews with stars, author and date under a heading in the page's language", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(<ProductReviews productId={PRODUCT_ID} reviews={loaded({})} />, {
        locale,
      });
      const section = within(screen).getByRole('region', { name: textIn(locale, 'product.reviews.heading') });
      expect(section.id).toBe('reviews');
      expect(within(section).getByRole('heading', { level: 3, name: 'Zieht schnell ein' })).toBeTruthy();
      expect(
        within(section).getByRole('img', { name: textIn(locale, 'product.ratingLabel', { value: 4 }) }),
      ).toBeTruthy();
      expect(section.textContent).toContain(textIn(locale, 'product.reviews.by', { name: 'Jana' }));
      expect(section.querySelector('time')?.getAttribute('datetime')).toBe(review.createdAt);
    }
  });

  it('says in words that there are none yet, or that they could not be loaded (no error page for reviews)', async () => {
    const empty = await renderInShop(
      <ProductReviews
        productId={PRODUCT_ID}
        reviews={loaded({ total: 0, allLanguagesTotal: 0, reviews: [] })}
      />,
    );
    expect(within(empty.screen).getByText(textIn('de-de', 'product.reviews.empty'))).toBeTruthy();
    const failed = await renderInShop(
      <ProductReviews productId={PRODUCT_ID} reviews={{ state: 'failed' }} />,
      { locale: 'fr-fr' },
    );
    expect(within(failed.screen).getByText(textIn('fr-fr', 'product.reviews.failed'))).toBeTruthy();
  });

  it('leads a page past the last one back to the newest reviews, keeping the rest of the query', async () => {
    const { screen } = await renderInShop(
      <ProductReviews productId={PRODUCT_ID} reviews={loaded({ page: 9, total: 3, reviews: [] })} />,
      {
        path: '/serum/?reviews=9&utm=x',
      },
    );
    const back = within(screen).getByRole('link', { name: textIn('de-de', 'product.reviews.firstPage') });
    expect(back.getAttribute('href')).toBe('/de-de/serum/?utm=x#reviews');
  });

  it('pages with ?reviews={n} links that jump back to the section', async () => {
    const { screen } = await renderInShop(
      <ProductReviews productId={PRODUCT_ID} reviews={loaded({ pageCount: 3, total: 25 })} />,
      {
        path: '/serum/',
        locale: 'en-gb',
      },
    );
    const pages = within(screen).getByRole('navigation', { name: textIn('en-gb', 'product.reviews.pages') });
    const two = within(pages).getByRole('link', { name: textIn('en-gb', 'pagination.page', { n: 2 }) });
    expect(two.getAttribute('href')).toBe('/en-gb/serum/?reviews=2#reviews');
  });
});

describe("reviews in the shopper's language first, with a way to show all", () => {
  it("says the list is in the shopper's language and links all reviews, with their number", async () => {
    const { screen } = await renderInShop(
      <ProductReviews productId={PRODUCT_ID} reviews={loaded({ total: 1, allLanguagesTotal: 5 })} />,
      { path: '/serum/?reviews=2', locale: 'de-de' },
    );
    expect(screen.textContent).toContain(textIn('de-de', 'reviews.inLanguage'));
    const all = within(screen).getByRole('link', { name: `${textIn('de-de', 'reviews.showAll')} (5)` });
    expect(all.getAttribute('href')).toBe('/de-de/serum/?reviewLanguage=all#reviews');
  });

  it("links back to the shopper's language from the list of all reviews", async () => {
    const { screen } = await renderInShop(
      <ProductReviews
        productId={PRODUCT_ID}
        reviews={loaded({ scope: 'all', total: 5, allLanguagesTotal: 5 })}
      />,
      { path: '/serum/?reviewLanguage=all', locale: 'fr-fr' },
    );
    const back = within(screen).getByRole('link', { name: textIn('fr-fr', 'reviews.showLanguage') });
    expect(back.getAttribute('href')).toBe('/fr-fr/serum/#reviews');
  });

  it("offers no switch when every review is in the shopper's language", async () => {
    const { screen } = await renderInShop(<ProductReviews productId={PRODUCT_ID} reviews={loaded({})} />);
    expect(within(screen).queryByRole('link', { name: /Alle Bewertungen/ })).toBeNull();
  });

  it("says there are none in the shopper's language yet, and still links the others", async () => {
    const { screen } = await renderInShop(
      <ProductReviews
        productId={PRODUCT_ID}
        reviews={loaded({ total: 0, reviews: [], allLanguagesTotal: 2 })}
      />,
      { locale: 'en-gb' },
    );
    expect(screen.textContent).toContain(textIn('en-gb', 'reviews.emptyInLanguage'));
    within(screen).getByRole('link', { name: `${textIn('en-gb', 'reviews.showAll')} (2)` });
  });
});

describe('the write-review modal', () => {
  it('logged-in customers only: a shopper who is not logged in gets a login prompt that leads back, no form', async () => {
    const { screen } = await renderInShop(<ProductReviews productId={PRODUCT_ID} reviews={loaded({})} />, {
      path: '/serum/',
      locale: 'en-gb',
    });
    expect(screen.querySelector('details summary')?.textContent).toBe(textIn('en-gb', 'reviews.write'));
    expect(screen.querySelector('form input[name="intent"][value="review"]')).toBeNull();
    const login = within(screen).getByRole('link', { name: textIn('en-gb', 'reviews.login.link') });
    expect(login.getAttribute('href')).toBe(
      `/en-gb/login?${new URLSearchParams({ redirectTo: '/en-gb/serum/#write-review' })}`,
    );
  });
});

describe("the customer's own review", () => {
  it('is marked as being checked while it waits for moderation', async () => {
    const { screen } = await renderInShop(
      <ProductReviews productId={PRODUCT_ID} reviews={loaded({ reviews: [{ ...review, pending: true }] })} />,
    );
    expect(screen.querySelector('ol h3')?.textContent).toContain(textIn('de-de', 'reviews.pending'));
  });
});
