import { describe, expect, it } from 'vitest';
import {
  REVIEWS_PER_PAGE,
  reviewPageCount,
  reviewsCriteria,
  reviewsPageHref,
  reviewsPageOf,
  reviewsScopeHref,
  reviewsScopeOf,
  reviewView,
} from './productReviews.js';

describe('paginated reviews through ?reviews={n}', () => {
  it.each([
    ['', 1],
    ['reviews=3', 3],
    ['reviews=0', 1],
    ['reviews=-2', 1],
    ['reviews=two', 1],
    ['reviews=1.5', 1],
  ])('reads "%s" as page %i', (search, page) => {
    expect(reviewsPageOf(new URLSearchParams(search))).toBe(page);
  });

  it('links a page with the other query parameters kept, page 1 without the parameter', () => {
    expect(reviewsPageHref('/de-de/Serum/BS1', '?utm_source=x', 2)).toBe(
      '/de-de/Serum/BS1?utm_source=x&reviews=2#reviews',
    );
    expect(reviewsPageHref('/de-de/Serum/BS1', '?reviews=2&utm_source=x', 1)).toBe(
      '/de-de/Serum/BS1?utm_source=x#reviews',
    );
    expect(reviewsPageHref('/detail/abc', '', 1)).toBe('/detail/abc#reviews');
  });

  it(`asks the Store API for ${REVIEWS_PER_PAGE} reviews a page (spec 9), newest first, with the total`, () => {
    expect(reviewsCriteria(2)).toEqual({
      page: 2,
      limit: REVIEWS_PER_PAGE,
      sort: [{ field: 'createdAt', order: 'DESC' }],
      'total-count-mode': 'exact',
    });
  });

  it('counts pages from the total, at least one', () => {
    expect(reviewPageCount(0)).toBe(1);
    expect(reviewPageCount(REVIEWS_PER_PAGE)).toBe(1);
    expect(reviewPageCount(REVIEWS_PER_PAGE + 1)).toBe(2);
  });

  it('writes the review date in the locale, in UTC so that server and browser agree', () => {
    const review = {
      id: 'r',
      productId: 'p',
      title: 'Toll',
      content: 'Sehr gut',
      points: 5,
      externalUser: ' Claire D. ',
      createdAt: '2025-06-16T00:00:00.000Z',
    };
    expect(reviewView(review, 'de-de')).toMatchObject({
      author: 'Claire D.',
      createdAt: '2025-06-16T00:00:00.000Z',
      date: '16. Juni 2025',
    });
    expect(reviewView({ ...review, createdAt: 'not a date', externalUser: '' }, 'en-gb')).toMatchObject({
      author: undefined,
      createdAt: undefined,
      date: undefined,
    });
  });
});

describe("reviews in the shopper's language first, with a way to show all", () => {
  it.each([
    ['', 'language'],
    ['reviewLanguage=all', 'all'],
    ['reviewLanguage=fr', 'language'],
  ] as const)('reads "%s" as %s', (search, scope) => {
    expect(reviewsScopeOf(new URLSearchParams(search))).toBe(scope);
  });

  it("asks only for the reviews in the shopper's language unless all are asked for", () => {
    expect(reviewsCriteria(1, 'lang-de')).toMatchObject({
      filter: [{ type: 'equals', field: 'languageId', value: 'lang-de' }],
    });
    expect(reviewsCriteria(1)).not.toHaveProperty('filter');
  });

  it('links the other scope from the first page, other parameters kept', () => {
    expect(reviewsScopeHref('/de-de/Serum/BS1', '?reviews=3&utm_source=x', 'all')).toBe(
      '/de-de/Serum/BS1?utm_source=x&reviewLanguage=all#reviews',
    );
    expect(reviewsScopeHref('/de-de/Serum/BS1', '?reviewLanguage=all&reviews=2', 'language')).toBe(
      '/de-de/Serum/BS1#reviews',
    );
  });

  it('keeps the scope on page links', () => {
    expect(reviewsPageHref('/p', '?reviewLanguage=all', 2)).toBe('/p?reviewLanguage=all&reviews=2#reviews');
  });
});

describe("a customer's own review waiting for moderation", () => {
  it('is marked pending when the Store API lists it with status false, published ones are not', () => {
    const base = { id: 'r', productId: 'p', title: 'Toll', content: 'Sehr gut' };
    expect(reviewView({ ...base, status: false }, 'de-de').pending).toBe(true);
    expect(reviewView({ ...base, status: true }, 'de-de').pending).toBe(false);
    expect(reviewView(base, 'de-de').pending).toBe(false);
  });
});
