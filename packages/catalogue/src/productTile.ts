import type { Product } from '@beautyshop/store-api-client';
import { productBadges } from './productBadges.js';
import { productLink } from './productLink.js';
import { priceAtMinimum } from './productPrice.js';

/** A shop path ('/detail/{id}', an SEO path) as the shopper's locale writes it (e.g. under its '/de-de' prefix). */
export type LocalizePath = (path: string) => string;

/** One image of a product with its responsive sizes. */
export interface ProductImage {
  alt: string;
  src: string;
  thumbnails: { width: number; url: string }[];
}

/** What a product card needs: plain, serialisable data computed on the server. */
export interface ProductTile {
  id: string;
  href: string;
  name: string;
  manufacturer: string | undefined;
  image: ProductImage | undefined;
  unitPrice: number;
  listPrice: number | undefined;
  percentage: number | undefined;
  /** The lowest price of the 30 days before the reduction, beside a reduced price only (spec 2.4 price history). */
  lowestPrice30Days: number | undefined;
  /** The family's cheapest price ('from'), not one variant's. */
  hasRange: boolean;
  ratingAverage: number | undefined;
  /** A parent with variants: the shopper picks one on the product page, a card cannot add it to the cart. */
  hasVariants: boolean;
  /** Spec 3: the product's badges (sale, new, bestseller, ...) in the context language; empty when it has none. */
  badges?: string[];
}

/** Shopware's `translated` map holds the value in the context language; the plain field is the fallback. */
export function translated(
  entity: { translated?: Record<string, unknown> | undefined },
  field: string,
  fallback: string,
): string {
  const value = entity.translated?.[field];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/**
 * The card of a product: its link (spec 2.3: SEO path, else /detail/{id}) in the shopper's locale, its name in the
 * context language, the family's 'from' price when the variants differ, and the list price only when above.
 */
export function productTile(product: Product, localizePath: LocalizePath): ProductTile {
  const media = product.cover?.media;
  const cheapest = product.calculatedCheapestPrice;
  const price = priceAtMinimum(product);
  const listPrice = price.listPrice?.price;
  const reduced = listPrice !== undefined && listPrice > price.unitPrice;
  return {
    id: product.id,
    href: localizePath(productLink(product)),
    name: translated(product, 'name', product.name),
    manufacturer: product.manufacturer && translated(product.manufacturer, 'name', product.manufacturer.name),
    image: media
      ? {
          alt: media.alt ?? '',
          src: media.url,
          thumbnails: (media.thumbnails ?? []).map((thumbnail) => ({
            width: thumbnail.width,
            url: thumbnail.url,
          })),
        }
      : undefined,
    unitPrice: cheapest?.hasRange && cheapest.unitPrice !== undefined ? cheapest.unitPrice : price.unitPrice,
    listPrice: reduced ? listPrice : undefined,
    percentage: price.listPrice?.percentage,
    lowestPrice30Days: reduced ? (price.regulationPrice?.price ?? undefined) : undefined,
    hasRange: cheapest?.hasRange ?? false,
    ratingAverage: product.ratingAverage,
    hasVariants: (product.childCount ?? 0) > 0,
    badges: productBadges(product),
  };
}
