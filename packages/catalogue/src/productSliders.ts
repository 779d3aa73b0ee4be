import type { CrossSellingElement, Product } from '@beautyshop/store-api-client';
import { generalCrossSellings } from './crossSellings.js';
import { type LocalizePath, type ProductTile, productTile, translated } from './productTile.js';

/** A cross-selling slider: the cross-selling's name as heading and its products as cards. */
export interface ProductSlider {
  id: string;
  name: string;
  products: ProductTile[];
}

type FamilyMember = Pick<Product, 'id' | 'parentId'>;

/** A slider shows other products: the page's own product, or a sibling variant of it, is no recommendation. */
export function isOtherProduct(product: FamilyMember, current: FamilyMember): boolean {
  const family = current.parentId ?? current.id;
  return product.id !== current.id && product.id !== family && product.parentId !== family;
}

/**
 * The general cross-selling list of a product page (spec 5: named set and routine cross-sellings excluded), one
 * slider per cross-selling that still has other products.
 */
export function crossSellingSliders(
  elements: readonly CrossSellingElement[],
  current: FamilyMember,
  localizePath: LocalizePath,
): ProductSlider[] {
  return generalCrossSellings(elements).flatMap((element): ProductSlider[] => {
    const products = element.products
      .filter((candidate) => isOtherProduct(candidate, current))
      .map((candidate) => productTile(candidate, localizePath));
    return products.length > 0
      ? [
          {
            id: element.crossSelling.id,
            name: translated(element.crossSelling, 'name', element.crossSelling.name),
            products,
          },
        ]
      : [];
  });
}

/** Recommended products as cards: unavailable ones dropped as in cross-selling (spec 5), the page's family too. */
export function recommendationTiles(
  products: readonly Product[],
  current: FamilyMember,
  localizePath: LocalizePath,
): ProductTile[] {
  return products
    .filter((candidate) => candidate.available !== false && isOtherProduct(candidate, current))
    .map((candidate) => productTile(candidate, localizePath));
}

/**
 * Issue 19: the recommendation slider shows what the cross-selling sliders above it do not (the personalisation
 * service may answer with the same products), so each product appears on the page once.
 */
export function distinctFromCrossSelling(
  recommendations: readonly ProductTile[],
  crossSellings: readonly ProductSlider[],
): ProductTile[] {
  const shown = new Set(crossSellings.flatMap((slider) => slider.products.map((product) => product.id)));
  return recommendations.filter((product) => !shown.has(product.id));
}

/**
 * Recommended products of a cart or a category page as cards (spec 7.2): unavailable ones dropped as in
 * cross-selling (spec 5), and those the shopper already has (the cart's products, or a variant of one).
 */
export function recommendedTiles(
  products: readonly Product[],
  excludedIds: readonly string[],
  localizePath: LocalizePath,
): ProductTile[] {
  const excluded = new Set(excludedIds);
  return products
    .filter(
      (candidate) =>
        candidate.available !== false &&
        !excluded.has(candidate.id) &&
        !(candidate.parentId !== undefined && excluded.has(candidate.parentId)),
    )
    .map((candidate) => productTile(candidate, localizePath));
}
