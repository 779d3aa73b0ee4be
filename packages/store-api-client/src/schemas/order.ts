import { z } from 'zod';
import { cartPriceSchema, lineItemPayloadSchema } from './cart.js';
import { entitySearchResultShape, translatedSchema } from './common.js';
import { mediaSchema } from './media.js';
import { paymentMethodSchema, shippingMethodSchema } from './method.js';

/** components/schemas/StateMachineState (required: translated, technicalName, name). */
export const stateMachineStateSchema = z.object({
  technicalName: z.string(),
  name: z.string(),
  translated: translatedSchema,
});

/** components/schemas/OrderAddress (required: id, countryId, firstName, lastName, street, city). */
export const orderAddressSchema = z.object({
  id: z.string(),
  countryId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  zipcode: z.string().optional(),
  city: z.string(),
  company: z.string().nullable().optional(),
  additionalAddressLine1: z.string().nullable().optional(),
  /** With the `country` association: an order's addresses are written with their country (a letter's last line). */
  country: z.object({ id: z.string(), name: z.string() }).optional(),
});

/** components/schemas/OrderLineItem (fields the shop reads; downloads for digital goods). */
export const orderLineItemSchema = z.object({
  id: z.string(),
  /** The id of the cart line the order line was made from. */
  identifier: z.string().optional(),
  /** Set on a nested line (a container's child); top-level lines have none. */
  parentId: z.string().nullable().optional(),
  label: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().optional(),
  totalPrice: z.number().optional(),
  type: z.string().optional(),
  referencedId: z.string().nullable().optional(),
  /** The cart line's payload, kept by the order; the shop reads the product number, options and a promotion's code (tracking). */
  payload: lineItemPayloadSchema
    .pick({ productNumber: true, options: true, code: true })
    .nullable()
    .optional(),
  /** The product's image at the time of the order (the `cover` association). */
  cover: mediaSchema.nullable().optional(),
  downloads: z
    .array(
      z.object({
        id: z.string(),
        mediaId: z.string(),
        accessGranted: z.boolean(),
        // A download's media is private (no URL): its extension and type name the file a shopper saves.
        media: mediaSchema
          .extend({
            fileExtension: z.string().nullable().optional(),
            mimeType: z.string().nullable().optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

/** One line of a return request's answer (the schema's OrderReturnLineItem, fields the shop reads). */
const orderReturnLineItemSchema = z.object({
  id: z.string(),
  orderLineItemId: z.string(),
  quantity: z.number().int(),
  reasonId: z.string().optional(),
});

/** components/schemas/OrderReturn: the answer of `POST /order/{orderId}/return` (fields the shop reads). */
export const orderReturnSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  returnNumber: z.string(),
  amountTotal: z.number().optional(),
  createdAt: z.string().optional(),
  state: stateMachineStateSchema.optional(),
  lineItems: z.array(orderReturnLineItemSchema).optional(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** components/schemas/Order, the fields spec section 3 lists. */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string().optional(),
  orderDateTime: z.string(),
  /** The order's own currency (the shop shows its totals in it, whatever the session's currency is now). */
  currency: z.object({ isoCode: z.string() }).optional(),
  billingAddressId: z.string(),
  stateMachineState: stateMachineStateSchema,
  price: cartPriceSchema,
  shippingTotal: z.number().optional(),
  orderCustomer: z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }).optional(),
  addresses: z.array(orderAddressSchema).optional(),
  deliveries: z
    .array(
      z.object({
        id: z.string(),
        shippingMethod: shippingMethodSchema.optional(),
        shippingOrderAddress: orderAddressSchema.optional(),
      }),
    )
    .optional(),
  transactions: z
    .array(
      z.object({
        id: z.string(),
        paymentMethodId: z.string(),
        paymentMethod: paymentMethodSchema.optional(),
        stateMachineState: stateMachineStateSchema.optional(),
      }),
    )
    .optional(),
  documents: z.array(
    z.object({ id: z.string(), deepLinkCode: z.string(), documentNumber: z.string().nullable().optional() }),
  ),
  lineItems: z.array(orderLineItemSchema).optional(),
  /**
   * The order's return requests, where the backend adds them (Shopware's return management extends the order with
   * `returns`; the sandbox always sends them).
   */
  extensions: z.object({ returns: z.array(orderReturnSchema).optional() }).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** components/schemas/OrderRouteResponse. */
export const orderListSchema = z.object({
  orders: z.object({ ...entitySearchResultShape, elements: z.array(orderSchema) }),
  paymentChangeable: z.record(z.string(), z.boolean()).optional(),
});
export type OrderList = z.infer<typeof orderListSchema>;
