import { z } from 'zod';
import { entitySearchResultShape, translatedSchema } from './common.js';

/** components/schemas/Locale (required: id, code, name, territory). */
export const localeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  territory: z.string(),
});

/** components/schemas/Language (required: id, localeId, name). */
export const languageSchema = z.object({
  id: z.string(),
  localeId: z.string(),
  name: z.string(),
  translationCode: localeSchema.optional(),
  locale: localeSchema.optional(),
});
export type Language = z.infer<typeof languageSchema>;
export const languageListSchema = z.object({
  ...entitySearchResultShape,
  elements: z.array(languageSchema),
});

/** components/schemas/Country (required: id, name, addressFormat). */
export const countrySchema = z.object({
  id: z.string(),
  name: z.string(),
  iso: z.string().optional(),
  position: z.number().int().optional(),
  addressFormat: z.unknown(),
  states: z
    .array(z.object({ id: z.string(), countryId: z.string(), shortCode: z.string(), name: z.string() }))
    .optional(),
  translated: translatedSchema.optional(),
});
export type Country = z.infer<typeof countrySchema>;
// CountryListResponse: elements optional there; the client needs a list, so an absent list is an error.
export const countryListSchema = z.object({
  ...entitySearchResultShape,
  elements: z.array(countrySchema),
});

/** components/schemas/Salutation (required: id, salutationKey, displayName, letterName). */
export const salutationSchema = z.object({
  id: z.string(),
  salutationKey: z.string(),
  displayName: z.string(),
  letterName: z.string(),
});
export type Salutation = z.infer<typeof salutationSchema>;
export const salutationListSchema = z.object({
  ...entitySearchResultShape,
  elements: z.array(salutationSchema),
});

/** components/schemas/Currency (the shop reads isoCode and shortName). */
export const currencySchema = z.object({
  id: z.string(),
  isoCode: z.string(),
  shortName: z.string(),
  symbol: z.string(),
  name: z.string(),
  factor: z.number(),
});
export type Currency = z.infer<typeof currencySchema>;
