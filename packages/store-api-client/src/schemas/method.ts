import { z } from 'zod';
import { entitySearchResultShape, translatedSchema } from './common.js';
import { mediaSchema } from './media.js';

/** components/schemas/ShippingMethod (required: id, technicalName, deliveryTimeId, name). */
export const shippingMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  technicalName: z.string(),
  deliveryTimeId: z.string(),
  position: z.number().int().optional(),
  active: z.boolean().optional(),
  description: z.string().nullable().optional(),
  translated: translatedSchema.optional(),
  media: mediaSchema.nullable().optional(),
  /** components/schemas/DeliveryTime: the checkout shows a delivery date from it (issue 17). */
  deliveryTime: z
    .object({
      name: z.string().optional(),
      min: z.number().int(),
      max: z.number().int(),
      unit: z.string(),
    })
    .nullable()
    .optional(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodListSchema = z.object({
  ...entitySearchResultShape,
  elements: z.array(shippingMethodSchema),
});

/** components/schemas/PaymentMethod (required: id, technicalName, name). */
export const paymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  technicalName: z.string(),
  position: z.number().int().optional(),
  active: z.boolean().optional(),
  afterOrderEnabled: z.boolean().optional(),
  asynchronous: z.boolean().optional(),
  description: z.string().nullable().optional(),
  translated: translatedSchema.optional(),
  media: mediaSchema.nullable().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodListSchema = z.object({
  ...entitySearchResultShape,
  elements: z.array(paymentMethodSchema),
});
