import { describe, expect, it } from 'vitest';
import {
  REVIEWS_PER_PAGE,
  reviewPageCount,
  reviewsCriteria,
  reviewsPageHref,
  reviewsPageOf,
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
