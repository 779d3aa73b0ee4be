import type { Product } from '@beautyshop/store-api-client';
import { type ProductAvailability, productAvailability } from './productAvailability.js';
import type { SetContent } from './productBundle.js';
import { type ProductPrice, productPrice, type TierTexts } from './productPrice.js';
import type { ReviewsSection } from './productReviews.js';
import type { ProductSlider } from './productSliders.js';
import {
  type LocalizePath,
  type ProductImage,
  type ProductTile,
  productTile,
  translated,
} from './productTile.js';
import type { VariantGroup } from './productVariants.js';

/** How many pieces a cart takes of a product: from `min`, in steps of `step`, up to `max`. */
export interface PurchaseQuantity {
  min: number;
  step: number;
  max: number;
}

/** The quantity field's fallback ceiling when the Store API names none (the cart's own limit applies beyond). */
export const DEFAULT_MAX_PURCHASE = 100;

/**
 * The product's purchase quantity rules (Store API `minPurchase`, `purchaseSteps`, `calculatedMaxPurchase`): at
 * least 1 and a step of at least 1; a ceiling below the minimum (sold out) stays at the minimum, so the field
 * remains valid while the form is disabled.
 */
export function purchaseQuantity(
  product: Pick<Product, 'minPurchase' | 'purchaseSteps' | 'calculatedMaxPurchase'>,
): PurchaseQuantity {
  const min = Math.max(1, product.minPurchase ?? 1);
  const step = Math.max(1, product.purchaseSteps ?? 1);
  const max = Math.max(min, product.calculatedMaxPurchase ?? DEFAULT_MAX_PURCHASE);
  return { min, step, max };
}

/** The product of a detail page: its card's fields with this variant's own price, plus the page's texts. */
export interface ProductDetailView extends ProductTile {
  /** The product family: the parent of a variant, else the product itself (last seen keeps one entry per family). */
  familyId: string;
  productNumber: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  available: boolean;
  gallery: ProductImage[];
  /** What the page's quantity field accepts. */
  quantity: PurchaseQuantity;
}

/** The rating summary beside the title: the average, and the review count once the reviews loaded. */
export interface ProductRatingView {
  average: number | undefined;
  count: number | undefined;
}

/** The sections of a product page that are read after the product, each with its own fallback on failure. */
export interface ProductPageSections {
  variantGroups: VariantGroup[];
  reviews: ReviewsSection;
  setContent: SetContent | undefined;
  crossSellings: ProductSlider[];
  recommendations: ProductTile[];
}

/** Everything a product detail page shows. */
export interface ProductPageView extends ProductPageSections {
  kind: 'product';
  /** A path to this page that exists in every locale (the language switcher's target, spec 2.4). */
  alternatePath: string;
  product: ProductDetailView;
  price: ProductPrice;
  availability: ProductAvailability;
  rating: ProductRatingView;
  /**
   * The names of the category the Store API places the product in (its `seoCategory`), from the root down, the
   * product itself last: the page meta record's breadcrumb (spec 3). Just the product when no category is given.
   */
  breadcrumb: string[];
}

/** The product's crumbs: its SEO category's names in the shopper's language, then the product's name. */
export function productBreadcrumb(product: Pick<Product, 'seoCategory'>, name: string): string[] {
  const category = product.seoCategory;
  const names = category?.translated?.breadcrumb ?? category?.breadcrumb ?? [];
  return [...names, name];
}

/** The gallery's images: the product's media in their order, else its cover; an image without alt text gets the name. */
export function productGallery(product: Pick<Product, 'media' | 'cover'>, name: string): ProductImage[] {
  const media = [...(product.media ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const entries = media.length > 0 ? media : product.cover ? [product.cover] : [];
  return entries.map((entry) => ({
    src: entry.media.url,
    alt: entry.media.alt || name,
    thumbnails: (entry.media.thumbnails ?? []).map((thumbnail) => ({
      width: thumbnail.width,
      url: thumbnail.url,
    })),
  }));
}

/** A product detail page from the product read and its sections; `tierTexts` label the graduated prices. */
export function productPageView(
  product: Product,
  sections: ProductPageSections,
  localizePath: LocalizePath,
  tierTexts: TierTexts,
): ProductPageView {
  const tile = productTile(product, localizePath);
  const price = productPrice(product, tierTexts);
  const availability = productAvailability(product);
  const { reviews } = sections;
  return {
    kind: 'product',
    alternatePath: `/detail/${product.id}`,
    product: {
      ...tile,
      // The page shows this variant's own price, not the family's 'from' price of a card.
      unitPrice: price.unitPrice,
      listPrice: price.listPrice,
      percentage: price.percentage,
      hasRange: false,
      familyId: product.parentId ?? product.id,
      productNumber: product.productNumber,
      description: translated(product, 'description', product.description ?? ''),
      metaTitle: translated(product, 'metaTitle', product.metaTitle ?? tile.name),
      metaDescription: translated(product, 'metaDescription', product.metaDescription ?? ''),
      available: availability.state !== 'soldOut',
      gallery: productGallery(product, tile.name),
      quantity: purchaseQuantity(product),
    },
    price,
    availability,
    variantGroups: sections.variantGroups,
    rating: {
      average: product.ratingAverage,
      count: reviews.state === 'loaded' ? reviews.allLanguagesTotal : undefined,
    },
    reviews,
    setContent: sections.setContent,
    crossSellings: sections.crossSellings,
    recommendations: sections.recommendations,
    breadcrumb: productBreadcrumb(product, tile.name),
  };
}
