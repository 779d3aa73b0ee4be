import { formatNumber } from '../../format/formatNumber';
import { fill } from '../../internal/template';
import { RatingStars } from '../RatingStars/RatingStars';
import styles from './RatingSummary.module.css';

export interface RatingSummaryLabels {
  /** The stars' text alternative, `{value}` for the average: '{value} out of 5 stars'. */
  rating: string;
  /** One review, `{count}`: '{count} review'. */
  reviewCountOne: string;
  /** Any other number of reviews, `{count}`: '{count} reviews'. */
  reviewCountOther: string;
}

export interface RatingSummaryProps {
  /** The product's average rating; nothing is shown without one (or with 0). */
  average: number | undefined;
  /** The number of reviews, when they could be loaded; left out otherwise. */
  count: number | undefined;
  /** Where the reviews are on the page, e.g. '#reviews'. */
  href: string;
  /** BCP 47 tag for the number and the plural rule. */
  locale: string;
  labels?: RatingSummaryLabels;
}

const defaultLabels: RatingSummaryLabels = {
  rating: '{value} out of 5 stars',
  reviewCountOne: '{count} review',
  reviewCountOther: '{count} reviews',
};

/** The average as stars with the number of reviews, linking to the reviews further down. */
export function RatingSummary({ average, count, href, locale, labels = defaultLabels }: RatingSummaryProps) {
  if (!average) return null;
  const value = formatNumber(average, locale, { maximumFractionDigits: 1 });
  const one = count !== undefined && new Intl.PluralRules(locale).select(count) === 'one';
  return (
    <a href={href} className={styles.summary}>
      <RatingStars value={average} label={fill(labels.rating, { value })} />
      {count !== undefined ? (
        <span className={styles.count}>
          {fill(one ? labels.reviewCountOne : labels.reviewCountOther, { count })}
        </span>
      ) : null}
    </a>
  );
}
