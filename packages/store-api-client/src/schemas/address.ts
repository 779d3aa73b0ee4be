import { z } from 'zod';
import { customFieldsSchema, entitySearchResultShape } from './common.js';

/** components/schemas/CountryState (required: id, countryId, shortCode, name). */
export const countryStateSchema = z.object({
  id: z.string(),
  countryId: z.string(),
  shortCode: z.string(),
  name: z.string(),
});

/** components/schemas/CustomerAddress (required: id, customerId, countryId, firstName, lastName, city, street). */
export const customerAddressSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  countryId: z.string(),
  countryStateId: z.string().nullable().optional(),
  salutationId: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  zipcode: z.string().optional(),
  city: z.string(),
  company: z.string().nullable().optional(),
  department: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  phoneNumber: z.string().nullable().optional(),
  additionalAddressLine1: z.string().nullable().optional(),
  additionalAddressLine2: z.string().nullable().optional(),
  customFields: customFieldsSchema.nullable().optional(),
  country: z.object({ id: z.string(), name: z.string() }).optional(),
  countryState: countryStateSchema.nullable().optional(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** POST /account/list-address: elements required. */
export const customerAddressListSchema = z.object({
  ...entitySearchResultShape,
  elements: z.array(customerAddressSchema),
});
