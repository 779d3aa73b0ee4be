import { REVIEWS_ANCHOR } from '@beautyshop/catalogue';
import { formatNumber, RatingStars } from '@beautyshop/ui';
import { useLocale, useTranslate } from '../../locale/useLocale';
import styles from './RatingSummary.module.css';

export interface RatingSummaryProps {
  /** `ratingAverage`; nothing is shown without one. */
  average: number | undefined;
  /** The number of reviews, when they could be loaded. */
  count: number | undefined;
}

/** The average as stars with the number of reviews, linking to the reviews further down. */
export function RatingSummary({ average, count }: RatingSummaryProps) {
  const t = useTranslate();
  const locale = useLocale();
  if (!average) return null;
  const value = formatNumber(average, locale.locale, { maximumFractionDigits: 1 });
  const plural = count !== undefined && new Intl.PluralRules(locale.tag).select(count) === 'one';
  return (
    <a href={`#${REVIEWS_ANCHOR}`} className={styles.summary}>
      <RatingStars value={average} label={t('product.ratingLabel', { value })} />
      {count !== undefined ? (
        <span className={styles.count}>
          {t(plural ? 'product.reviewCount.one' : 'product.reviewCount.other', { count })}
        </span>
      ) : null}
    </a>
  );
}
