import { z } from 'zod';

/** Shopware's `translated` map: a plain object whose keys depend on the entity (schema: `type: object`). */
export const translatedSchema = z.record(z.string(), z.unknown());

/** Shopware's `customFields`: a free-form object. */
export const customFieldsSchema = z.record(z.string(), z.unknown());

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
  return z.looseObject({ ...entitySearchResultShape, elements: z.array(element) });
}

/** components/schemas/SuccessResponse. */
export const successResponseSchema = z.looseObject({ success: z.boolean().optional() });

/** ContextTokenResponse: the body may carry a redirect; the token itself comes in the header. */
export const contextTokenResponseSchema = z.looseObject({
  contextToken: z.string().optional(),
  redirectUrl: z.string().optional(),
});
