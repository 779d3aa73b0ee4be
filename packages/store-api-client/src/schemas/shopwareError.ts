import { z } from 'zod';

/** One entry of Shopware's `errors` list (components/schemas/error: every field optional). */
export const shopwareErrorSchema = z.object({
  id: z.string().optional(),
  status: z.string().optional(),
  code: z.string().optional(),
  title: z.string().optional(),
  detail: z.string().optional(),
  description: z.string().optional(),
  source: z.object({ pointer: z.string().optional(), parameter: z.string().optional() }).optional(),
  meta: z.object({}).optional(),
});
export type ShopwareError = z.infer<typeof shopwareErrorSchema>;

/** components/schemas/failure. */
export const shopwareFailureSchema = z.object({ errors: z.array(shopwareErrorSchema) });
