import { z } from 'zod';
import type { ProductSliderItem } from './ProductSlider';

const thumbnailSchema = z.object({ width: z.number(), url: z.string() });

/**
 * A product slider's card as the shop's JSON routes send it (product tiles, cart recommendations); parsed in the
 * browser because it crosses the network, like any edge. Imported only by views loaded on demand, so zod stays
 * out of every page's first load.
 */
export const sliderProductSchema = z.object({
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
  badges: z.array(z.string()).optional(),
}) satisfies z.ZodType<ProductSliderItem>;
