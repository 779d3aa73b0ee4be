import { z } from 'zod';
import { translatedSchema } from './common.js';
import { productSchema } from './product.js';

/** components/schemas/ProductCrossSelling (required: id, name). */
export const productCrossSellingSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int().optional(),
  type: z.string().optional(),
  active: z.boolean().optional(),
  limit: z.number().int().optional(),
  translated: translatedSchema.optional(),
});

/**
 * components/schemas/CrossSellingElement (required: crossSelling, products, total, apiAlias). `assignedBundleProducts`
 * and `bundleStep` are plugin fields the shop reads (spec 3); they are not in Shopware's schema.
 */
export const crossSellingElementSchema = z.object({
  crossSelling: productCrossSellingSchema,
  products: z.array(productSchema),
  total: z.number().int(),
  apiAlias: z.literal('cross_selling_element'),
  assignedBundleProducts: z.unknown().optional(),
  bundleStep: z.unknown().optional(),
});
export type CrossSellingElement = z.infer<typeof crossSellingElementSchema>;
export const crossSellingListSchema = z.array(crossSellingElementSchema);
