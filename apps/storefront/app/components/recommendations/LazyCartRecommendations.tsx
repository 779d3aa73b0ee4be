import { type ComponentProps, lazy, Suspense } from 'react';
import type { CartRecommendations as CartRecommendationsComponent } from './CartRecommendations';

const CartRecommendations = lazy(() =>
  import('./CartRecommendations').then((module) => ({ default: module.CartRecommendations })),
);

/**
 * The cart page's recommendations, hydrated from a chunk of their own. The slider sits below the cart and its
 * summary, and with its product tiles and carousel it was 4.5 KB of gzipped JS in the cart page's first load: the
 * server renders it in full, its links work as plain links, and the browser hydrates it once the chunk has arrived,
 * without holding up the cart's own controls.
 */
export function LazyCartRecommendations(props: ComponentProps<typeof CartRecommendationsComponent>) {
  return (
    <Suspense fallback={null}>
      <CartRecommendations {...props} />
    </Suspense>
  );
}
