import { z } from 'zod';
import { customFieldsSchema, translatedSchema } from './common.js';
import { manufacturerSchema } from './manufacturer.js';
import { mediaSchema, productMediaSchema } from './media.js';
import { calculatedCheapestPriceSchema, calculatedPriceSchema } from './price.js';
import { propertyGroupOptionSchema } from './propertyOption.js';
import { seoUrlSchema } from './seoUrl.js';

/** components/schemas/DeliveryTime (required: id, name, min, max, unit). */
export const deliveryTimeSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  unit: z.string(),
});

/** The part of components/schemas/Category a product's `seoCategory` is read for: its names from the root down. */
export const productSeoCategorySchema = z.looseObject({
  breadcrumb: z.array(z.string()).nullable().optional(),
  translated: z.looseObject({ breadcrumb: z.array(z.string()).nullable().optional() }).optional(),
});

/** components/schemas/Unit (required: id, shortCode, name). */
export const unitSchema = z.object({ id: z.string(), shortCode: z.string(), name: z.string() });

/**
 * components/schemas/Product, the fields spec section 3 lists. Required exactly where Shopware requires them
 * (id, productNumber, stock, name, translated, calculatedPrice, calculatedPrices, apiAlias); taxId and type are
 * required there too but the shop does not read them, so they pass through unchecked. Of `seoCategory` (the
 * category a detail read places the product in) only the breadcrumb is read, so only that is checked.
 * Plugin fields (badges, acrisProductBadges, productLineExtension, promotionProducts) are not in the schema.
 */
export const productSchema = z.object({
  id: z.string(),
  apiAlias: z.literal('product'),
  parentId: z.string().optional(),
  productNumber: z.string(),
  name: z.string(),
  description: z.string().optional(),
  translated: translatedSchema,
  cover: productMediaSchema.optional(),
  media: z.array(productMediaSchema).optional(),
  seoUrls: z.array(seoUrlSchema).optional(),
  calculatedPrice: calculatedPriceSchema,
  calculatedPrices: z.array(calculatedPriceSchema),
  calculatedCheapestPrice: calculatedCheapestPriceSchema.optional(),
  variantListingConfig: z.object({ displayParent: z.boolean().optional() }).nullable().optional(),
  childCount: z.number().int().optional(),
  optionIds: z.array(z.string()).optional(),
  options: z.array(propertyGroupOptionSchema).optional(),
  propertyIds: z.array(z.string()).optional(),
  properties: z.array(propertyGroupOptionSchema).optional(),
  sortedProperties: z.unknown().optional(),
  stock: z.number().int(),
  availableStock: z.number().int().optional(),
  available: z.boolean().optional(),
  isCloseout: z.boolean().optional(),
  /** The quantity rules of the cart (the quantity stepper's minimum, step and maximum). */
  minPurchase: z.number().int().optional(),
  purchaseSteps: z.number().int().optional(),
  calculatedMaxPurchase: z.number().int().optional(),
  deliveryTime: deliveryTimeSchema.optional(),
  keywords: z.string().optional(),
  metaDescription: z.string().optional(),
  metaTitle: z.string().optional(),
  ratingAverage: z.number().optional(),
  purchaseUnit: z.number().optional(),
  referenceUnit: z.number().optional(),
  unit: unitSchema.optional(),
  customFields: customFieldsSchema.optional(),
  manufacturer: manufacturerSchema.optional(),
  badges: z.unknown().optional(),
  acrisProductBadges: z.unknown().optional(),
  productLineExtension: z.unknown().optional(),
  promotionProducts: z.unknown().optional(),
  primaryCategory: z.unknown().optional(),
  // A breadcrumb in another form costs the tracking its crumbs, never the product page.
  seoCategory: productSeoCategorySchema.nullable().optional().catch(undefined),
  openGraphMedia: mediaSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * Fields that must survive a criteria `includes.product` list for the answer to parse (Shopware's required
 * fields that the shop reads). Operations add them to any `includes.product` the caller passes.
 */
export const productRequiredFields = [
  'id',
  'apiAlias',
  'productNumber',
  'name',
  'translated',
  'stock',
  'calculatedPrice',
  'calculatedPrices',
] as const;

/** components/schemas/ProductDetailResponse (product required, configurator optional). */
export const productDetailSchema = z.object({
  product: productSchema,
  configurator: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** components/schemas/ProductReview (required: id, productId, salesChannelId, languageId, title, content). */
export const productReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  content: z.string(),
  points: z.number().optional(),
  externalUser: z.string().optional(),
  /** false only for the logged-in customer's own review while it waits for moderation (Shopware lists it). */
  status: z.boolean().optional(),
  createdAt: z.string().optional(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;
