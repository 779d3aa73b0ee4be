import type { ProductReview } from '@beautyshop/store-api-client';

/** Spec 9: default pagination limit. */
export const REVIEWS_PER_PAGE = 10;
/** The query parameter of the review page, so that pages are plain links that work without JavaScript. */
export const REVIEWS_PARAM = 'reviews';
/** The id of the reviews section: page links jump back to it. */
export const REVIEWS_ANCHOR = 'reviews';
/** The query parameter that widens the list to every language (`?reviewLanguage=all`). */
export const REVIEWS_LANGUAGE_PARAM = 'reviewLanguage';

/**
 * Which reviews the section lists: the shopper's language first (issue 19: a German page lists German reviews),
 * or all of them once the shopper asks.
 */
export type ReviewsScope = 'language' | 'all';

/** The requested scope: `all` only when asked for, anything else is the shopper's language. */
export function reviewsScopeOf(searchParams: URLSearchParams): ReviewsScope {
  return searchParams.get(REVIEWS_LANGUAGE_PARAM) === 'all' ? 'all' : 'language';
}

/** The link that switches the scope: back to the first page, the other query parameters kept. */
export function reviewsScopeHref(pathname: string, search: string, scope: ReviewsScope): string {
  const params = new URLSearchParams(search);
  params.delete(REVIEWS_PARAM);
  if (scope === 'all') params.set(REVIEWS_LANGUAGE_PARAM, 'all');
  else params.delete(REVIEWS_LANGUAGE_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}#${REVIEWS_ANCHOR}`;
}

/** The requested review page: a whole number from 1; anything else is the first page. */
export function reviewsPageOf(searchParams: URLSearchParams): number {
  const value = searchParams.get(REVIEWS_PARAM) ?? '';
  if (!/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The link to a review page: the current path and query with `reviews` set (page 1 drops it). */
export function reviewsPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(REVIEWS_PARAM);
  else params.set(REVIEWS_PARAM, String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}#${REVIEWS_ANCHOR}`;
}

/**
 * Store API criteria of one review page, newest first, with the total for the page count. With a language id,
 * only the reviews written in that language (Shopware files each review under the language it was written in).
 */
export function reviewsCriteria(page: number, languageId?: string) {
  return {
    page,
    limit: REVIEWS_PER_PAGE,
    sort: [{ field: 'createdAt', order: 'DESC' }],
    'total-count-mode': 'exact' as const,
    ...(languageId === undefined
      ? {}
      : { filter: [{ type: 'equals' as const, field: 'languageId', value: languageId }] }),
  };
}

/** Criteria that only count a product's reviews in every language (the rating's count beside the title). */
export const ALL_REVIEWS_COUNT_CRITERIA = { limit: 1, 'total-count-mode': 'exact' as const };

export function reviewPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
}

/** A review as the page shows it. */
export interface ReviewView {
  id: string;
  title: string;
  content: string;
  /** 1 to 5 stars; undefined when the review carries none. */
  points: number | undefined;
  author: string | undefined;
  /** ISO date for `<time dateTime>`. */
  createdAt: string | undefined;
  /** The logged-in customer's own review, waiting for moderation (Shopware lists it to them with status false). */
  pending: boolean;
  /** The date in the page's locale, written on the server so that the browser's clock and zone cannot differ. */
  date: string | undefined;
}

/** The reviews section: one page of reviews, or a failure the page says in words (no 500 for reviews). */
export type ReviewsSection =
  | {
      state: 'loaded';
      /** Whose reviews these are: the shopper's language, or every language. */
      scope: ReviewsScope;
      page: number;
      pageCount: number;
      /** The reviews in this scope. */
      total: number;
      /** The reviews in every language: the rating beside the title counts them all. */
      allLanguagesTotal: number;
      reviews: ReviewView[];
    }
  | { state: 'failed' };

const reviewDateFormats = new Map<string, Intl.DateTimeFormat>();

/** A long date ('3. März 2025') in UTC, so that the server's zone cannot move a review to another day. */
function reviewDate(date: Date, locale: string): string {
  let format = reviewDateFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    reviewDateFormats.set(locale, format);
  }
  return format.format(date);
}

/** One page of reviews as the section shows it; `total` counts the family's reviews (Shopware's `total`). */
export function reviewsSection(
  reviews: readonly ProductReview[],
  total: number | undefined,
  page: number,
  locale: string,
  scope: ReviewsScope = 'all',
  allLanguagesTotal?: number,
): ReviewsSection {
  const count = total ?? reviews.length;
  return {
    state: 'loaded',
    scope,
    page,
    pageCount: reviewPageCount(count),
    total: count,
    allLanguagesTotal: Math.max(allLanguagesTotal ?? count, count),
    reviews: reviews.map((review) => reviewView(review, locale)),
  };
}

/** `locale` is a BCP 47 tag or a shop locale ('de-de'): the date is written in its language and region. */
export function reviewView(review: ProductReview, locale: string): ReviewView {
  const created = review.createdAt ? new Date(review.createdAt) : undefined;
  const valid = created !== undefined && !Number.isNaN(created.getTime());
  return {
    id: review.id,
    title: review.title,
    content: review.content,
    points: review.points,
    author: review.externalUser?.trim() || undefined,
    createdAt: valid ? review.createdAt : undefined,
    pending: review.status === false,
    date: valid ? reviewDate(created, locale) : undefined,
  };
}
