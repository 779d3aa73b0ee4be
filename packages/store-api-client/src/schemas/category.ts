import { z } from 'zod';
import { customFieldsSchema } from './common.js';
import { mediaSchema } from './media.js';
import { seoUrlSchema } from './seoUrl.js';

const categoryShape = {
  id: z.string(),
  name: z.string(),
  parentId: z.string().optional(),
  level: z.number().int().optional(),
  breadcrumb: z.array(z.string()),
  childCount: z.number(),
  type: z.enum(['page', 'link', 'folder']),
  linkType: z.enum(['category', 'product', 'external', 'landing_page']).optional(),
  internalLink: z.string().optional(),
  externalLink: z.string().optional(),
  linkNewTab: z.boolean().optional(),
  visible: z.boolean().optional(),
  active: z.boolean().optional(),
  seoUrl: z.string().optional(),
  metaTitle: z.string().optional(),
  metaDescription: z.string().optional(),
  customFields: customFieldsSchema.optional(),
  // Category.translated is `required: [breadcrumb]` in Shopware's schema.
  translated: z.object({ breadcrumb: z.array(z.string()) }),
  media: mediaSchema.optional(),
  seoUrls: z.array(seoUrlSchema).optional(),
  apiAlias: z.literal('category'),
};

export interface Category extends z.infer<z.ZodObject<typeof categoryShape>> {
  children: Category[];
}

/**
 * components/schemas/Category and navigation entries. Recursive through `children` (required there).
 * The interface above exists only because zod cannot infer a recursive type; its fields come from the shape.
 */
export const categorySchema: z.ZodType<Category> = z.object({
  ...categoryShape,
  get children() {
    return z.array(categorySchema);
  },
});

/** NavigationRouteResponse: an array of categories. */
export const navigationSchema = z.array(categorySchema);

/** components/schemas/LandingPage (required: apiAlias, id, name, url). */
export const landingPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  metaTitle: z.string().optional(),
  metaDescription: z.string().optional(),
  // Null when the landing page has no layout assigned.
  cmsPage: z.object({}).nullish(),
  translated: z.record(z.string(), z.unknown()).optional(),
  seoUrls: z.array(seoUrlSchema).optional(),
  apiAlias: z.literal('landing_page'),
});
export type LandingPage = z.infer<typeof landingPageSchema>;
