import type { ProductTile } from '@beautyshop/catalogue';
import { formatNumber, Price, ProductCard, RatingStars } from '@beautyshop/ui';
import { useLocale, useTranslate } from '../locale/useLocale';
import { priceLabels } from './product/priceLabels';

/** A card's data: a product tile, whose optional parts may be missing from JSON (undefined is not sent). */
export type ProductCardData = Pick<ProductTile, 'id' | 'href' | 'name' | 'unitPrice' | 'hasRange'> &
  Partial<Pick<ProductTile, 'manufacturer' | 'image' | 'listPrice' | 'percentage' | 'ratingAverage'>>;

/** One product tile as a ui ProductCard, with price and rating in the page's language (listings and sliders). */
export function ProductTileCard({
  product,
  priority = false,
}: {
  product: ProductCardData;
  priority?: boolean;
}) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <ProductCard
      href={product.href}
      name={product.name}
      manufacturer={product.manufacturer}
      image={product.image}
      priority={priority}
      price={
        <Price
          size="sm"
          unitPrice={product.unitPrice}
          listPrice={product.listPrice}
          percentage={product.percentage}
          hasRange={product.hasRange}
          currency={locale.currency}
          locale={locale.locale}
          labels={priceLabels(t)}
        />
      }
      rating={
        product.ratingAverage ? (
          <RatingStars
            size="sm"
            value={product.ratingAverage}
            label={t('product.ratingLabel', {
              value: formatNumber(product.ratingAverage, locale.locale, { maximumFractionDigits: 1 }),
            })}
          />
        ) : undefined
      }
    />
  );
}
