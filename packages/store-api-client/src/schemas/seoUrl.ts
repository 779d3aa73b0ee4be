import { z } from 'zod';
import { entitySearchResultShape } from './common.js';

/** components/schemas/SeoUrl (required: id, languageId, foreignKey, routeName, pathInfo, seoPathInfo). */
export const seoUrlSchema = z.object({
  id: z.string(),
  languageId: z.string(),
  foreignKey: z.string(),
  routeName: z.string(),
  pathInfo: z.string(),
  seoPathInfo: z.string(),
  isCanonical: z.boolean().optional(),
});
export type SeoUrl = z.infer<typeof seoUrlSchema>;

/** SeoUrlListResponse: elements required. */
export const seoUrlListSchema = z.object({
  ...entitySearchResultShape,
  elements: z.array(seoUrlSchema),
});
