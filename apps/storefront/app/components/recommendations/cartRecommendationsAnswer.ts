import { personalisationEvent } from '@beautyshop/tracking';
import { z } from 'zod';
import type { ProductSliderItem } from '../product/ProductSlider';

// Loaded on demand by CartRecommendations once the cart page has hydrated: zod and the tracking core are 27 KB
// gzipped that the cart page's first load does without.

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

/** The cart recommendations of `endpoint`: the slider's products and the data-layer events of the answer. */
export async function readCartRecommendations(
  endpoint: string,
  signal: AbortSignal,
): Promise<{
  products: ProductSliderItem[];
  events: NonNullable<ReturnType<typeof personalisationEvent>>[];
}> {
  const response = await fetch(endpoint, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`cart recommendations answered ${response.status}`);
  const answer = answerSchema.parse(await response.json());
  return {
    products: answer.products,
    events: answer.oscEvents.flatMap((oscEvent) => personalisationEvent(oscEvent) ?? []),
  };
}
