import { REVIEWS_ANCHOR } from '@beautyshop/catalogue';
import { RatingSummary as RatingSummaryView } from '@beautyshop/ui';
import { useLocale, useTranslate } from '../../locale/useLocale';

/** The ui's rating summary in the page's language, linking to the reviews section. */
export function RatingSummary({
  average,
  count,
}: {
  average: number | undefined;
  count: number | undefined;
}) {
  const t = useTranslate();
  return (
    <RatingSummaryView
      average={average}
      count={count}
      href={`#${REVIEWS_ANCHOR}`}
      locale={useLocale().tag}
      labels={{
        rating: t('product.ratingLabel'),
        reviewCountOne: t('product.reviewCount.one'),
        reviewCountOther: t('product.reviewCount.other'),
      }}
    />
  );
}
