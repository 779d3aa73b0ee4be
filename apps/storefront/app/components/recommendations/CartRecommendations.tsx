import type { DisplayedLineItem } from '@beautyshop/cart-core';
import { personalisationEvent } from '@beautyshop/tracking';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { useTrackingPush } from '../../tracking/useTrackingPush';
import { ProductSlider, type ProductSliderItem } from '../product/ProductSlider';

const thumbnailSchema = z.object({ width: z.number(), url: z.string() });

/** The cart recommendations route's answer; parsed because it crosses the network, like any edge. */
const answerSchema = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      href: z.string(),
      name: z.string(),
      manufacturer: z.string().optional(),
      image: z.object({ alt: z.string(), src: z.string(), thumbnails: z.array(thumbnailSchema) }).optional(),
      unitPrice: z.number(),
      listPrice: z.number().optional(),
      percentage: z.number().optional(),
      lowestPrice30Days: z.number().optional(),
      hasRange: z.boolean(),
      ratingAverage: z.number().optional(),
      hasVariants: z.boolean().optional(),
    }),
  ),
  oscEvents: z.array(z.unknown()),
}) satisfies z.ZodType<{ products: ProductSliderItem[]; oscEvents: unknown[] }>;

/** The products in the cart (promotions, gift cards and the like are no products to recommend for). */
export function cartProductIds(lines: readonly DisplayedLineItem[]): string[] {
  return lines.flatMap((line) => (line.type === 'product' && line.referencedId ? [line.referencedId] : []));
}

/**
 * The cart page's recommendations (spec 7.2): products for the ones in the cart, asked again when the cart's
 * products change. Loaded after hydration from the shop's route (the cart page stays as fast as before); a
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
    fetch(endpoint, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`cart recommendations answered ${response.status}`);
        return answerSchema.parse(await response.json());
      })
      .then((answer) => {
        setProducts(answer.products);
        for (const oscEvent of answer.oscEvents) {
          const event = personalisationEvent(oscEvent);
          if (event) push(event);
        }
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
