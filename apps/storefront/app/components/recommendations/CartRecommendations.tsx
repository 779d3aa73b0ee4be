import type { DisplayedLineItem } from '@beautyshop/cart-core';
import { useEffect, useState } from 'react';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { useTrackingPush } from '../../tracking/useTrackingPush';
import { ProductSlider, type ProductSliderItem } from '../product/ProductSlider';

/** The products in the cart (promotions, gift cards and the like are no products to recommend for). */
export function cartProductIds(lines: readonly DisplayedLineItem[]): string[] {
  return lines.flatMap((line) => (line.type === 'product' && line.referencedId ? [line.referencedId] : []));
}

/**
 * The cart page's recommendations (spec 7.2): products for the ones in the cart, asked again when the cart's
 * products change. Loaded after hydration from the shop's route, with the answer's reader (cartRecommendationsAnswer.ts); a
 * failure is an empty slider (spec 8). Each answer's `oscEvent` goes to the data layer, held there until consent.
 */
export function CartRecommendations({ productIds }: { productIds: readonly string[] }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const push = useTrackingPush();
  const [products, setProducts] = useState<ProductSliderItem[]>([]);
  const ids = [...new Set(productIds)].sort().join(',');
  useEffect(() => {
    if (ids === '') {
      setProducts([]);
      return;
    }
    const controller = new AbortController();
    const endpoint = `${localePath('/cart/recommendations', locale)}?${new URLSearchParams({ ids })}`;
    import('./cartRecommendationsAnswer')
      .then(({ readCartRecommendations }) => readCartRecommendations(endpoint, controller.signal))
      .then((answer) => {
        setProducts(answer.products);
        for (const event of answer.events) push(event);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.info('[storefront] cart recommendations could not be loaded', error);
        setProducts([]);
      });
    return () => controller.abort();
  }, [ids, locale, push]);
  return <ProductSlider title={t('recommendations.cart')} products={products} />;
}
