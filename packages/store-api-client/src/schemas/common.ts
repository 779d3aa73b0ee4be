import { z } from 'zod';

/**
 * A free-form JSON object (Shopware's `translated` and `customFields`, schema `type: object`). Checked as an
 * object without walking its keys: a record schema visits and copies every key, which measured as a visible
 * share of a listing parse (see bench/listing.ts).
 */
export const jsonObjectSchema = z.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { message: 'Expected an object' },
);

/** Shopware's `translated` map: the entity's translatable fields in the current language. */
export const translatedSchema = jsonObjectSchema;

/** Shopware's `customFields`: a free-form object. */
export const customFieldsSchema = jsonObjectSchema;

/** components/schemas/EntitySearchResult, every field optional there. */
export const entitySearchResultShape = {
  entity: z.string().optional(),
  total: z.number().int().optional(),
  aggregations: z.unknown().optional(),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
};

/** An entity search result whose `elements` are parsed with `element`; `elements` required or not per route. */
export function searchResultSchema<Element extends z.ZodType>(element: Element) {
  return z.object({ ...entitySearchResultShape, elements: z.array(element) });
}

/** ContextTokenResponse: the body may carry a redirect; the token itself comes in the header. */
export const contextTokenResponseSchema = z.object({
  contextToken: z.string().optional(),
  redirectUrl: z.string().optional(),
});
