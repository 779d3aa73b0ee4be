import { z } from 'zod';
import { customerAddressSchema } from './address.js';
import { customerSchema } from './customer.js';
import { currencySchema } from './locale.js';
import { paymentMethodSchema, shippingMethodSchema } from './method.js';

/** components/schemas/SalesChannelContext (required: salesChannel, apiAlias, itemRounding, totalRounding, languageInfo). */
export const salesChannelContextSchema = z.object({
  token: z.string().optional(),
  customer: customerSchema.nullable().optional(),
  currency: currencySchema.optional(),
  shippingMethod: shippingMethodSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  salesChannel: z.object({
    id: z.string(),
    countryId: z.string(),
    languageId: z.string(),
    navigationCategoryId: z.string(),
  }),
  shippingLocation: z
    .object({ address: customerAddressSchema.nullable().optional(), country: z.unknown().optional() })
    .optional(),
  context: z
    .object({ languageIdChain: z.array(z.string()).optional(), taxState: z.string().optional() })
    .optional(),
  languageInfo: z.object({ name: z.string(), localeCode: z.string() }),
  apiAlias: z.literal('sales_channel_context'),
});
export type SalesChannelContext = z.infer<typeof salesChannelContextSchema>;
