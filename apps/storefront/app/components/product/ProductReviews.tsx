import {
  REVIEWS_ANCHOR,
  type ReviewsSection,
  reviewsPageHref,
  reviewsScopeHref,
} from '@beautyshop/catalogue';
import { Pagination, RatingStars } from '@beautyshop/ui';
import { Link, useLocation } from 'react-router';
import { useTranslate } from '../../locale/useLocale';
import styles from './ProductReviews.module.css';
import { WriteReviewDialog } from './WriteReviewDialog';

/**
 * Which reviews the list holds and the plain link to the other choice: the shopper's language first, all on
 * request (issue 19). Nothing to switch when the product has no reviews at all.
 */
function ReviewsScopeLine({ reviews }: { reviews: Extract<ReviewsSection, { state: 'loaded' }> }) {
  const t = useTranslate();
  const location = useLocation();
  if (reviews.allLanguagesTotal === 0) return null;
  const inLanguage = reviews.scope === 'language';
  // Every review is in the shopper's language: there is nothing more to show.
  if (inLanguage && reviews.total === reviews.allLanguagesTotal) return null;
  return (
    <p className={styles.scope}>
      <span>{t(inLanguage ? 'reviews.inLanguage' : 'reviews.allLanguages')}</span>
      <Link
        to={reviewsScopeHref(location.pathname, location.search, inLanguage ? 'all' : 'language')}
        preventScrollReset
      >
        {inLanguage ? `${t('reviews.showAll')} (${reviews.allLanguagesTotal})` : t('reviews.showLanguage')}
      </Link>
    </p>
  );
}

/**
 * One page of reviews, newest first, in the shopper's language unless all are asked for, with page links
 * (`?reviews={n}`, plain links that work without JavaScript and jump back to this section), and the way to write
 * one. Shows in words when there are none or they could not be loaded.
 */
export function ProductReviews({ reviews, productId }: { reviews: ReviewsSection; productId: string }) {
  const t = useTranslate();
  const location = useLocation();
  const headingId = `${REVIEWS_ANCHOR}-heading`;
  const hrefForPage = (page: number) => reviewsPageHref(location.pathname, location.search, page);
  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby={headingId} className={styles.reviews}>
      <div className={styles.header}>
        <h2 id={headingId}>{t('product.reviews.heading')}</h2>
        <WriteReviewDialog
          productId={productId}
          alreadyReviewed={reviews.state === 'loaded' && reviews.reviews.some((review) => review.pending)}
        />
      </div>
      {reviews.state === 'loaded' ? <ReviewsScopeLine reviews={reviews} /> : null}
      {reviews.state === 'failed' ? (
        <p className={styles.note}>{t('product.reviews.failed')}</p>
      ) : reviews.total === 0 ? (
        <p className={styles.note}>
          {t(
            reviews.scope === 'language' && reviews.allLanguagesTotal > 0
              ? 'reviews.emptyInLanguage'
              : 'product.reviews.empty',
          )}
        </p>
      ) : reviews.reviews.length === 0 ? (
        // A page past the last one (an old link, an edited URL): say so and lead back.
        <p className={styles.note}>
          {t('product.reviews.pageEmpty')} <Link to={hrefForPage(1)}>{t('product.reviews.firstPage')}</Link>
        </p>
      ) : (
        <>
          <ol className={styles.list}>
            {reviews.reviews.map((review) => (
              <li key={review.id}>
                <article className={styles.review}>
                  {review.points !== undefined ? (
                    <RatingStars
                      size="sm"
                      value={review.points}
                      label={t('product.ratingLabel', { value: review.points })}
                    />
                  ) : null}
                  <h3 className={styles.title}>
                    {review.title}
                    {review.pending ? <span className={styles.pending}>{t('reviews.pending')}</span> : null}
                  </h3>
                  {review.author || review.date ? (
                    <p className={styles.meta}>
                      {review.author ? t('product.reviews.by', { name: review.author }) : null}
                      {review.author && review.date ? ' · ' : null}
                      {review.date ? <time dateTime={review.createdAt}>{review.date}</time> : null}
                    </p>
                  ) : null}
                  <p className={styles.content}>{review.content}</p>
                </article>
              </li>
            ))}
          </ol>
          <Pagination
            currentPage={reviews.page}
            totalPages={reviews.pageCount}
            hrefForPage={hrefForPage}
            labels={{
              navigation: t('product.reviews.pages'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: t('pagination.page'),
            }}
          />
        </>
      )}
    </section>
  );
}
