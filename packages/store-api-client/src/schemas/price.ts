import { z } from 'zod';

/** components/schemas/CartListPrice and ListPrice: all three numbers optional. */
export const listPriceSchema = z.object({
  price: z.number().optional(),
  percentage: z.number().optional(),
  discount: z.number().optional(),
});

/** components/schemas/CartPriceReference (the shop shows price per reference unit). */
export const referencePriceSchema = z.object({
  price: z.number().optional(),
  purchaseUnit: z.number().optional(),
  referenceUnit: z.number().optional(),
  unitName: z.string(),
});

/** components/schemas/CalculatedPrice: listPrice and referencePrice are required and nullable. */
export const calculatedPriceSchema = z.object({
  unitPrice: z.number(),
  quantity: z.number(),
  totalPrice: z.number(),
  listPrice: listPriceSchema.nullable(),
  referencePrice: referencePriceSchema.nullable(),
});
export type CalculatedPrice = z.infer<typeof calculatedPriceSchema>;

/** Product.calculatedCheapestPrice: an inline object, every field optional. */
export const calculatedCheapestPriceSchema = z.object({
  unitPrice: z.number().optional(),
  hasRange: z.boolean().optional(),
  listPrice: listPriceSchema.nullable().optional(),
  referencePrice: referencePriceSchema.partial().nullable().optional(),
});
