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

/**
 * components/schemas/CartRegulationPrice (Shopware 6.4.9+): the lowest price of the 30 days before a reduction,
 * which EU price rules require beside a reduced price.
 */
export const regulationPriceSchema = z.object({ price: z.number() });

/** components/schemas/CalculatedPrice: listPrice and referencePrice are required and nullable. */
export const calculatedPriceSchema = z.object({
  unitPrice: z.number(),
  quantity: z.number(),
  totalPrice: z.number(),
  listPrice: listPriceSchema.nullable(),
  referencePrice: referencePriceSchema.nullable(),
  /** Optional: Shopware before 6.4.9 sends none. */
  regulationPrice: regulationPriceSchema.nullable().optional(),
});
export type CalculatedPrice = z.infer<typeof calculatedPriceSchema>;

/** Product.calculatedCheapestPrice: an inline object, every field optional. */
export const calculatedCheapestPriceSchema = z.object({
  unitPrice: z.number().optional(),
  hasRange: z.boolean().optional(),
  listPrice: listPriceSchema.nullable().optional(),
  referencePrice: referencePriceSchema.partial().nullable().optional(),
  regulationPrice: regulationPriceSchema.nullable().optional(),
});
