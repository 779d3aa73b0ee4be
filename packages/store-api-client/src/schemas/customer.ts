import { z } from 'zod';
import { customerAddressSchema } from './address.js';
import { customFieldsSchema } from './common.js';

/** components/schemas/Customer, the fields spec section 3 lists (required exactly as Shopware's schema). */
export const customerSchema = z.object({
  id: z.string(),
  apiAlias: z.literal('customer'),
  customerNumber: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  salutationId: z.string().optional(),
  title: z.string().nullable().optional(),
  birthday: z.string().nullable().optional(),
  active: z.boolean().optional(),
  guest: z.boolean().optional(),
  defaultBillingAddressId: z.string(),
  defaultShippingAddressId: z.string(),
  /** Shopware 6.6 and earlier; 6.7 keeps the customer's payment method as `lastPaymentMethodId` instead. */
  defaultPaymentMethodId: z.string().optional(),
  /** Shopware 6.7: the payment method the customer chose last (in checkout or on the account's payment page). */
  lastPaymentMethodId: z.string().nullish(),
  defaultBillingAddress: customerAddressSchema.optional(),
  defaultShippingAddress: customerAddressSchema.optional(),
  activeBillingAddress: customerAddressSchema,
  activeShippingAddress: customerAddressSchema,
  customFields: customFieldsSchema.nullable().optional(),
});
export type Customer = z.infer<typeof customerSchema>;
