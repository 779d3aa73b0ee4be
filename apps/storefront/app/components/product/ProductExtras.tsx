import type { ProductPageView } from '@beautyshop/catalogue';
import { useTranslate } from '../../locale/useLocale';
import { LastSeenSlider } from './LastSeenSlider';
import { ProductReviews } from './ProductReviews';
import { ProductSlider } from './ProductSlider';
import { SetContent } from './SetContent';

export interface ProductExtrasProps {
  productId: string;
  familyId: string;
  setContent: ProductPageView['setContent'];
  reviews: ProductPageView['reviews'];
  crossSellings: ProductPageView['crossSellings'];
  recommendations: ProductPageView['recommendations'];
}

/**
 * What a product page shows below the product and its description: the set's content, the reviews and the
 * sliders (cross-selling, recommendations, last seen). It hydrates from a chunk of its own
 * (LazyProductExtras.tsx).
 */
export function ProductExtras({
  productId,
  familyId,
  setContent,
  reviews,
  crossSellings,
  recommendations,
}: ProductExtrasProps) {
  const t = useTranslate();
  return (
    <>
      {setContent ? <SetContent content={setContent} /> : null}
      <ProductReviews reviews={reviews} productId={familyId} />
      {crossSellings.map((slider) => (
        <ProductSlider key={slider.id} title={slider.name} products={slider.products} />
      ))}
      <ProductSlider title={t('product.recommendations')} products={recommendations} />
      <LastSeenSlider productId={productId} familyId={familyId} />
    </>
  );
}
