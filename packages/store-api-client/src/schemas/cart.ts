import { z } from 'zod';
import { customFieldsSchema } from './common.js';
import { mediaSchema } from './media.js';
import { calculatedPriceSchema, listPriceSchema, referencePriceSchema } from './price.js';

/** components/schemas/CartError (required: key, level, message, messageKey). */
export const cartErrorSchema = z.object({
  key: z.string(),
  level: z.union([z.literal(0), z.literal(10), z.literal(20)]),
  message: z.string(),
  messageKey: z.string(),
});
export type CartError = z.infer<typeof cartErrorSchema>;

/** LineItem.price: an inline calculated price, every field optional there. */
export const lineItemPriceSchema = z.object({
  unitPrice: z.number().optional(),
  totalPrice: z.number().optional(),
  quantity: z.number().optional(),
  listPrice: listPriceSchema.nullable().optional(),
  referencePrice: referencePriceSchema.nullable().optional(),
});

/** LineItem.payload is ProductJsonApi in the schema; the shop reads a handful of loose fields from it. */
export const lineItemPayloadSchema = z.object({
  productNumber: z.string().optional(),
  manufacturerId: z.string().optional(),
  customFields: customFieldsSchema.optional(),
  options: z.array(z.object({ group: z.string(), option: z.string() })).optional(),
  stock: z.number().optional(),
  isCloseout: z.boolean().optional(),
  code: z.string().optional(),
});

/**
 * LineItem.quantityInformation: what Shopware's ProductCartProcessor copies from the product (minPurchase, its
 * calculatedMaxPurchase as maxPurchase, purchaseSteps). Every field optional in the schema and the PHP struct's max
 * and steps nullable; promotion and voucher lines carry none (null). `lineQuantityRules` reads it with its defaults.
 */
export const lineItemQuantityInformationSchema = z.object({
  minPurchase: z.number().int().optional(),
  maxPurchase: z.number().int().nullable().optional(),
  purchaseSteps: z.number().int().nullable().optional(),
});
export type LineItemQuantityInformation = z.infer<typeof lineItemQuantityInformationSchema>;

export const lineItemStateSchema = z.enum(['is-physical', 'is-download']);

/** components/schemas/LineItem (required: id, type). */
export const lineItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  label: z.string().optional(),
  quantity: z.number().optional(),
  referencedId: z.string().optional(),
  good: z.boolean().optional(),
  removable: z.boolean().optional(),
  stackable: z.boolean().optional(),
  states: z.array(lineItemStateSchema).optional(),
  price: lineItemPriceSchema.nullable().optional(),
  priceDefinition: z
    .object({
      price: z.number().optional(),
      // The schema names a CartListPrice object; Shopware's QuantityPriceDefinition serialises `?float $listPrice`
      // (and the sandbox does too), so both are read.
      listPrice: z.union([z.number(), listPriceSchema]).nullable().optional(),
    })
    .nullable()
    .optional(),
  payload: lineItemPayloadSchema.optional(),
  deliveryInformation: z.object({ stock: z.number().int().optional() }).nullable().optional(),
  quantityInformation: lineItemQuantityInformationSchema.nullable().optional(),
  cover: mediaSchema.nullable().optional(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/** components/schemas/CartPrice (required fields the shop reads: totalPrice, positionPrice, netPrice). */
export const cartPriceSchema = z.object({
  netPrice: z.number(),
  totalPrice: z.number(),
  positionPrice: z.number(),
  rawTotal: z.number(),
  taxStatus: z.enum(['gross', 'net', 'tax-free']),
  /** The taxes of the cart per rate (the cart page's tax lines). */
  calculatedTaxes: z.array(z.object({ tax: z.number(), taxRate: z.number(), price: z.number() })).optional(),
});

/** components/schemas/CartDelivery (every field optional). */
export const cartDeliverySchema = z.object({
  shippingCosts: calculatedPriceSchema.optional(),
  shippingMethod: z.object({ id: z.string(), name: z.string() }).optional(),
});

/**
 * components/schemas/Cart (required: price, apiAlias). `errors` is either a list or a map keyed by error key
 * (Shopware sends the map form); both are accepted and the shop reads them through `cartErrorsOf`.
 */
export const cartSchema = z.object({
  token: z.string().optional(),
  name: z.string().optional(),
  price: cartPriceSchema,
  lineItems: z.array(lineItemSchema).optional(),
  errors: z.union([z.array(cartErrorSchema), z.record(z.string(), cartErrorSchema)]).optional(),
  deliveries: z.array(cartDeliverySchema).optional(),
  modified: z.boolean().optional(),
  customerComment: z.string().nullable().optional(),
  apiAlias: z.literal('cart'),
});
export type Cart = z.infer<typeof cartSchema>;

/** The cart's errors as one list, whichever form the server sent. */
export function cartErrorsOf(cart: Cart): CartError[] {
  if (!cart.errors) return [];
  return Array.isArray(cart.errors) ? cart.errors : Object.values(cart.errors);
}
