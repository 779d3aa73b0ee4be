/** The store's default maximum quantity of one product in a cart (Shopware's core.cart.maxQuantity is 100). */
export const MAX_QUANTITY = 100;

export interface PurchaseRules {
  minPurchase: number;
  purchaseSteps: number;
  /** Shopware's calculatedMaxPurchase: the configured maximum, capped by the stock of a closeout product. */
  calculatedMaxPurchase: number;
}

export interface PurchaseRuleInput {
  stock: number;
  isCloseout: boolean;
  digital: boolean;
  /** Value packs (products with tier prices) sell in packs of three, matching their tiers at 3 and 6. */
  tierPrices: readonly (readonly [number, number])[] | null;
}

/**
 * The seed's purchase rules, derived from the product so every reader agrees: value packs are sold in steps of
 * three from three; a digital guide is one licence per order; a closeout sells only what is in stock.
 */
export function purchaseRulesOf(product: PurchaseRuleInput): PurchaseRules {
  const pack = product.tierPrices !== null && product.tierPrices.length > 1;
  const maximum = product.digital ? 1 : MAX_QUANTITY;
  return {
    minPurchase: pack ? 3 : 1,
    purchaseSteps: pack ? 3 : 1,
    calculatedMaxPurchase: product.isCloseout ? Math.max(0, Math.min(product.stock, maximum)) : maximum,
  };
}
