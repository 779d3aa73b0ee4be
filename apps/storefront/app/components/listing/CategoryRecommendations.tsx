import type { ProductTile } from '@beautyshop/catalogue';
import { useTranslate } from '../../locale/useLocale';
import { ProductSlider } from '../product/ProductSlider';

/** Spec 7.2: the category's recommendations, a slider of product tiles under the listing. */
export function CategoryRecommendations({ products }: { products: readonly ProductTile[] }) {
  const t = useTranslate();
  return <ProductSlider title={t('recommendations.category')} products={products} />;
}
