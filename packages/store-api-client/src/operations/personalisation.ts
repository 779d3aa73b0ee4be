import { z } from 'zod';
import { type Product, productSchema } from '../schemas/product.js';
import type { CallOptions, Transport } from '../transport.js';

/** Spec 9: recommendation default count. */
export const DEFAULT_RECOMMENDATION_COUNT = 12;

const recommendationSchema = z.object({
  elements: z.array(productSchema),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

export interface Recommendations {
  elements: Product[];
  /** `extensions.{provider}.oscEvent`, to be sent as a tracking event (spec 7.2). */
  oscEvent: unknown;
}

export interface RecommendationQuery {
  /** The vendor path segment, e.g. `econda`. */
  provider: string;
  /** The widget or variant segment. */
  variant: string;
  /** Default 12 (spec 9). */
  count?: number;
}

/**
 * A product's or a category's recommendations depend on the sales channel, the language and the path alone when
 * no shopper is known: an anonymous session's read carries no visitor the vendor could personalise for. So they
 * join the shared read cache like the catalogue reads they sit beside (anonymous sessions only; a shopper with a
 * context token always asks). A cart's always belong to one shopper.
 */
type RecommendationArea = 'product' | 'category' | 'cart';
const SHARED_WHEN_ANONYMOUS: Record<RecommendationArea, boolean> = {
  product: true,
  category: true,
  cart: false,
};

async function recommend(
  transport: Transport,
  query: RecommendationQuery,
  area: RecommendationArea,
  subject: string,
  options?: CallOptions,
): Promise<Recommendations | null> {
  const count = query.count ?? DEFAULT_RECOMMENDATION_COUNT;
  // `subject` arrives encoded: the cart's ids keep their separating commas unescaped.
  const path = [
    encodeURIComponent(query.provider),
    area,
    subject,
    encodeURIComponent(query.variant),
    count,
  ].join('/');
  try {
    const result = await transport.json(
      { method: 'get', path, ...(SHARED_WHEN_ANONYMOUS[area] ? { cacheable: true as const } : {}) },
      recommendationSchema,
      options,
    );
    const extension = result.extensions?.[query.provider];
    const oscEvent =
      typeof extension === 'object' && extension !== null
        ? (extension as { oscEvent?: unknown }).oscEvent
        : undefined;
    return { elements: result.elements, oscEvent };
  } catch (error) {
    // Spec 7.2 and 8: recommendation failures are logged and the slider gets nothing.
    transport.config.logger.error(`Could not load ${area} recommendations from ${query.provider}`, error);
    return null;
  }
}

/** GET /store-api/{provider}/product/{id}/{variant}/{count} */
export async function readProductRecommendations(
  transport: Transport,
  query: RecommendationQuery & { productId: string },
  options?: CallOptions,
) {
  return recommend(transport, query, 'product', encodeURIComponent(query.productId), options);
}

/** GET /store-api/{provider}/cart/{ids comma separated}/{variant}/{count} */
export async function readCartRecommendations(
  transport: Transport,
  query: RecommendationQuery & { productIds: readonly string[] },
  options?: CallOptions,
) {
  return recommend(transport, query, 'cart', query.productIds.map(encodeURIComponent).join(','), options);
}

/** GET /store-api/{provider}/category/{id}/{variant}/{count} */
export async function readCategoryRecommendations(
  transport: Transport,
  query: RecommendationQuery & { categoryId: string },
  options?: CallOptions,
) {
  return recommend(transport, query, 'category', encodeURIComponent(query.categoryId), options);
}
