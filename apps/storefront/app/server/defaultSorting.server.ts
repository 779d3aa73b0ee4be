import type { StoreApiClient } from '@beautyshop/store-api-client';
import { withinRenderBudget } from './renderBudget';

/** The default sorting is a nicety of the form: past this it stays unknown rather than delaying the page. */
export const DEFAULT_SORTING_DEADLINE_MS = 800;

/**
 * Issue 19: the sorting a category's listing has when no order is asked for. The listing answer names only the
 * sorting it applied, so a page whose URL names an order asks once more, for one product without aggregations
 * (cached like every listing read, in parallel with the page's own). Unknown (undefined) on a failure or a late
 * answer: the form then keeps every sorting's key, which costs the URL an `order` it could have done without.
 */
export async function readDefaultSorting(
  client: StoreApiClient,
  categoryId: string,
  deadlineMs = DEFAULT_SORTING_DEADLINE_MS,
): Promise<string | undefined> {
  try {
    const outcome = await withinRenderBudget(
      client.catalogue.readProductListing(categoryId, {
        page: 1,
        limit: 1,
        criteria: { includes: { product: ['id'] }, 'no-aggregations': true },
      }),
      deadlineMs,
    );
    return outcome.kind === 'done' ? outcome.value.sorting : undefined;
  } catch (error) {
    console.warn('[storefront] the default sorting of a listing could not be read', error);
    return undefined;
  }
}
