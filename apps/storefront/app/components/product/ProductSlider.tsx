import { Carousel, formatNumber, Price, ProductCard, RatingStars } from '@beautyshop/ui';
import type { ProductTile } from '../../catalogue/productTile';
import { useLocale, useTranslate } from '../../locale/useLocale';
import styles from './ProductSlider.module.css';
import { priceLabels } from './priceLabels';

/** A card's data: a product tile, whose optional parts may be missing from JSON (undefined is not sent). */
export type ProductSliderItem = Pick<ProductTile, 'id' | 'href' | 'name' | 'unitPrice' | 'hasRange'> &
  Partial<Pick<ProductTile, 'manufacturer' | 'image' | 'listPrice' | 'percentage' | 'ratingAverage'>>;

export interface ProductSliderProps {
  /** Visible heading and accessible name of the slider. */
  title: string;
  products: readonly ProductSliderItem[];
}

/** A row of product cards (cross-selling, recommendations, last seen); nothing at all when it has no products. */
export function ProductSlider({ title, products }: ProductSliderProps) {
  const t = useTranslate();
  const locale = useLocale();
  if (products.length === 0) return null;
  const labels = priceLabels(t);
  return (
    <div className={styles.slider}>
      <Carousel
        label={title}
        heading={<h2>{title}</h2>}
        labels={{ previous: t('slider.previous'), next: t('slider.next'), slide: t('slider.slide') }}
      >
        {products.map((product) => (
          <ProductCard
            key={product.id}
            href={product.href}
            name={product.name}
            manufacturer={product.manufacturer}
            image={product.image}
            price={
              <Price
                size="sm"
                unitPrice={product.unitPrice}
                listPrice={product.listPrice}
                percentage={product.percentage}
                hasRange={product.hasRange}
                currency={locale.currency}
                locale={locale.locale}
                labels={labels}
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
        ))}
      </Carousel>
    </div>
  );
}
