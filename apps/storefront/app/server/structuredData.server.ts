import type { JsonValue } from '@beautyshop/store-api-client';
import { type StructuredDataItem, structuredDataItems } from '../seo/structuredData';
import { withinRenderBudget } from './renderBudget';
import type { RequestStoreApi } from './storeApi.server';

/**
 * How long a page waits for its structured data. It is secondary to the page (spec 8: a failure is logged, never a
 * failed page), so it gets a short slice of the render budget; a later answer still fills the client's cache.
 */
export const STRUCTURED_DATA_DEADLINE_MS = 800;

async function within(work: () => Promise<JsonValue>, deadlineMs: number): Promise<StructuredDataItem[]> {
  try {
    const answer = await withinRenderBudget(work(), deadlineMs);
    if (answer.kind === 'late') {
      console.info('[storefront] structured data missed its deadline', { deadlineMs });
      return [];
    }
    return structuredDataItems(answer.value);
  } catch (error) {
    console.error('[storefront] structured data failed', error);
    return [];
  }
}

/** Spec 7.1 general structured data (the shop's Organization and WebSite) for the home page. */
export function loadGeneralStructuredData(
  storeApi: RequestStoreApi,
  deadlineMs = STRUCTURED_DATA_DEADLINE_MS,
): Promise<StructuredDataItem[]> {
  return within(() => storeApi.client.seo.readGeneralStructuredData(), deadlineMs);
}

/** Spec 7.1 specific structured data of a product (Product) or category (BreadcrumbList) page. */
export function loadSpecificStructuredData(
  storeApi: RequestStoreApi,
  type: 'product' | 'category',
  id: string,
  deadlineMs = STRUCTURED_DATA_DEADLINE_MS,
): Promise<StructuredDataItem[]> {
  return within(() => storeApi.client.seo.readSpecificStructuredData({ type, id }), deadlineMs);
}
