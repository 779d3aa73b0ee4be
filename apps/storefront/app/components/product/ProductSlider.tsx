import { Carousel } from '@beautyshop/ui';
import { useTranslate } from '../../locale/useLocale';
import { type ProductCardData, ProductTileCard } from '../ProductTileCard';
import styles from './ProductSlider.module.css';

export type ProductSliderItem = ProductCardData;

export interface ProductSliderProps {
  /** Visible heading and accessible name of the slider. */
  title: string;
  products: readonly ProductSliderItem[];
}

/** A row of product cards (cross-selling, recommendations, last seen); nothing at all when it has no products. */
export function ProductSlider({ title, products }: ProductSliderProps) {
  const t = useTranslate();
  if (products.length === 0) return null;
  return (
    <div className={styles.slider}>
      <Carousel
        label={title}
        heading={<h2>{title}</h2>}
        labels={{ previous: t('slider.previous'), next: t('slider.next'), slide: t('slider.slide') }}
      >
        {products.map((product) => (
          <ProductTileCard key={product.id} product={product} />
        ))}
      </Carousel>
    </div>
  );
}
