import { personalisationEvent } from '@beautyshop/tracking';
import { z } from 'zod';
import type { ProductSliderItem } from '../product/ProductSlider';
import { sliderProductSchema } from '../product/sliderProductSchema';

// Loaded on demand by CartRecommendations once the cart page has hydrated: zod and the tracking core are 27 KB
// gzipped that the cart page's first load does without.

/** The cart recommendations route's answer; parsed because it crosses the network, like any edge. */
const answerSchema = z.object({
  products: z.array(sliderProductSchema),
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
