import type { CrossSellingElement } from './schemas/crossSelling.js';

/**
 * Spec 5: products that are not available are dropped from every cross-selling. The client applies this to every
 * cross-selling answer (`catalogue.readCrossSellings`): no reader of the answer may show them. Which cross-selling
 * a page shows where is the shop's rule and lives in `@beautyshop/catalogue` (`generalCrossSellings`).
 */
export function dropUnavailableProducts(elements: readonly CrossSellingElement[]): CrossSellingElement[] {
  return elements.map((element) => {
    const products = element.products.filter((product) => product.available !== false);
    return products.length === element.products.length ? element : { ...element, products };
  });
}
