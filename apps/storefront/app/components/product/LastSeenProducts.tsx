import { useEffect, useState } from 'react';
import { z } from 'zod';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { ProductSlider, type ProductSliderItem } from './ProductSlider';
import { sliderProductSchema } from './sliderProductSchema';

/** The product tiles route's answer; parsed because it crosses the network, like any edge. */
const tilesSchema = z.object({
  products: z.array(sliderProductSchema),
}) satisfies z.ZodType<{ products: ProductSliderItem[] }>;

type LastSeenState =
  | { status: 'loading' }
  | { status: 'success'; products: ProductSliderItem[] }
  | { status: 'failure' };

/**
 * The last-seen slider: the cards of the given products, fetched from the shop's product tiles route. Loaded
 * on demand after hydration, so product pages do not ship it up front; a failure shows no slider.
 */
export default function LastSeenProducts({ ids }: { ids: readonly string[] }) {
  const t = useTranslate();
  const locale = useLocale();
  const [state, setState] = useState<LastSeenState>({ status: 'loading' });
  const query = ids.join(',');
  useEffect(() => {
    // The previous list stays up while the next one loads (no flicker between product pages).
    const controller = new AbortController();
    const endpoint = `${localePath('/products/tiles', locale.locale)}?${new URLSearchParams({ ids: query })}`;
    fetch(endpoint, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`product tiles answered ${response.status}`);
        return tilesSchema.parse(await response.json());
      })
      .then(({ products }) => setState({ status: 'success', products }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.info('[storefront] last-seen products could not be loaded', error);
        setState({ status: 'failure' });
      });
    return () => controller.abort();
  }, [query, locale.locale]);
  if (state.status !== 'success') return null;
  // A list loaded for the previous page may hold this page's product until the new answer arrives.
  const products = state.products.filter((product) => ids.includes(product.id));
  return <ProductSlider title={t('product.lastSeen')} products={products} />;
}
