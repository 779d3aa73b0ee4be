import { recommendedTiles } from '@beautyshop/catalogue';
import type { Recommendations as ClientRecommendations } from '@beautyshop/store-api-client';
import { personalisationEvent } from '@beautyshop/tracking';
import { productIdsKey } from '../cart/productIdsKey';
import type { CartRecommendationsView } from '../components/recommendations/cartRecommendationsView';
import { pathsIn } from '../locale/fromPath';
import { NO_RECOMMENDATIONS, type Recommendations } from './productSliders.server';
import type { RequestStoreApi } from './storeApi.server';

/** Provider and widgets of the cart and category recommendations (spec 7.2 path segments); count: the default 12. */
export const CART_RECOMMENDATIONS = { provider: 'econda', variant: 'cart' } as const;
export const CATEGORY_RECOMMENDATIONS = { provider: 'econda', variant: 'category' } as const;

function recommendationsOf(
  storeApi: RequestStoreApi,
  answer: ClientRecommendations | null,
  excludedIds: readonly string[],
): Recommendations {
  // Spec 7.2 and 8: a failure is logged by the client and answers null: an empty slider, no event.
  if (!answer) return NO_RECOMMENDATIONS;
  return {
    tiles: recommendedTiles(answer.elements, excludedIds, pathsIn(storeApi.locale.locale)),
    oscEvents: answer.oscEvent === undefined || answer.oscEvent === null ? [] : [answer.oscEvent],
  };
}

/** Spec 7.2 cart recommendations: for the cart's products, none of which is recommended back. */
export async function loadCartRecommendations(
  storeApi: RequestStoreApi,
  productIds: readonly string[],
): Promise<Recommendations> {
  if (productIds.length === 0) return NO_RECOMMENDATIONS;
  const answer = await storeApi.client.personalisation.readCartRecommendations({
    ...CART_RECOMMENDATIONS,
    productIds,
  });
  return recommendationsOf(storeApi, answer, productIds);
}

/**
 * How long the cart page's document waits for its recommendations. The loader does not wait (the promise streams
 * to a page app navigating there), but a document is sent whole, so this bounds what they can add to it; past it
 * the document's slider is empty, as on a failure (spec 8), and marked late for the browser to ask again.
 */
export const CART_RECOMMENDATIONS_DEADLINE_MS = 1_000;

/**
 * The cart page's recommendations as a promise for the page to render when it settles: it never rejects (a
 * failure or the deadline is an empty slider, spec 8; the deadline's is marked `late`), and it says which products
 * it is for, so the page knows when the cart has changed since.
 */
export function deferredCartRecommendations(
  storeApi: RequestStoreApi,
  productIds: readonly string[],
  deadlineMs = CART_RECOMMENDATIONS_DEADLINE_MS,
): Promise<CartRecommendationsView> {
  const forIds = productIdsKey(productIds);
  const empty: CartRecommendationsView = { forIds, products: [], events: [] };
  if (productIds.length === 0) return Promise.resolve(empty);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<CartRecommendationsView>((resolve) => {
    timer = setTimeout(() => {
      console.info('[storefront] cart recommendations missed their deadline', { deadlineMs });
      resolve({ ...empty, late: true });
    }, deadlineMs);
  });
  const answer = loadCartRecommendations(storeApi, productIds).then(
    ({ tiles, oscEvents }): CartRecommendationsView => ({
      forIds,
      products: tiles,
      events: oscEvents.flatMap((oscEvent) => personalisationEvent(oscEvent) ?? []),
    }),
    (error: unknown) => {
      console.error('[storefront] cart recommendations failed', error);
      return empty;
    },
  );
  return Promise.race([answer, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Spec 7.2 category recommendations. Secondary to the listing: anything that goes wrong beyond the client's own
 * null (spec 8: errors fetching category recommendations are logged and an empty result returned) is an empty
 * slider too, never a failed page.
 */
export async function loadCategoryRecommendations(
  storeApi: RequestStoreApi,
  categoryId: string,
): Promise<Recommendations> {
  try {
    const answer = await storeApi.client.personalisation.readCategoryRecommendations({
      ...CATEGORY_RECOMMENDATIONS,
      categoryId,
    });
    return recommendationsOf(storeApi, answer, []);
  } catch (error) {
    console.error('[storefront] category recommendations failed', error);
    return NO_RECOMMENDATIONS;
  }
}
