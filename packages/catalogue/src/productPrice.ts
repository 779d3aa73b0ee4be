import type { CalculatedPrice, Product } from '@beautyshop/store-api-client';

/** Shopware's `calculatedPrice.referencePrice` with every part present: e.g. 50 ml sold, priced per 100 ml. */
export interface ProductReferencePrice {
  price: number;
  purchaseUnit: number;
  referenceUnit: number;
  unitName: string;
}

/** One graduated price: `quantity` is the tier's upper bound, or the lower bound of the last tier (spec 9). */
export interface ProductTierPrice {
  quantity: number;
  unitPrice: number;
  /** The quantity as the page shows it: 'to 5', or 'from 6' for the last tier (spec 9, see tierLabels). */
  label: string;
}

/** Which label a tier's quantity takes (spec 9): 'to {n}' for an upper bound, 'from {n}' for the last tier. */
export type TierBound = 'to' | 'from';

/** Spec 9: tier price labels read 'from {n}' for the last tier and 'to {n}' for the others. */
export function tierBound(index: number, tierCount: number): TierBound {
  return index === tierCount - 1 ? 'from' : 'to';
}

/** The page's two texts of a tier's quantity, `{n}` standing for it: 'from {n}' and 'to {n}' in its language. */
export type TierTexts = Record<TierBound, string>;

/** A tier's quantity label from the page's two texts, `{n}` standing for the quantity. */
export function tierLabels(
  tiers: readonly Pick<ProductTierPrice, 'quantity'>[],
  labels: TierTexts,
): string[] {
  return tiers.map((tier, index) =>
    labels[tierBound(index, tiers.length)].replaceAll('{n}', String(tier.quantity)),
  );
}

/** What the detail page's price shows: plain, serialisable numbers. */
export interface ProductPrice {
  unitPrice: number;
  /** Shown struck through; only set when above the unit price. */
  listPrice: number | undefined;
  percentage: number | undefined;
  /**
   * The lowest price of the 30 days before the reduction (spec 2.4 price history; EU price rules): set only
   * beside a reduced price, from Shopware's `calculatedPrice.regulationPrice`.
   */
  lowestPrice30Days: number | undefined;
  referencePrice: ProductReferencePrice | undefined;
  /** Two or more tiers, or none: a single price is no table. */
  tiers: ProductTierPrice[];
}

type PricedProduct = Pick<Product, 'calculatedPrice' | 'calculatedPrices' | 'unit'> &
  Partial<Pick<Product, 'minPurchase'>>;

/** The smallest quantity a shopper may buy (Store API `minPurchase`; 1 where none is set). */
const minimumOf = (product: Partial<Pick<Product, 'minPurchase'>>) => Math.max(1, product.minPurchase ?? 1);

/**
 * The graduated prices a shopper can reach: a tier that ends below the minimum purchase cannot be bought. The last
 * tier ('from n') is open-ended and always reachable.
 */
function reachableTiers(product: Pick<PricedProduct, 'calculatedPrices' | 'minPurchase'>): CalculatedPrice[] {
  const minimum = minimumOf(product);
  const tiers = product.calculatedPrices;
  return tiers.filter((tier, index) => index === tiers.length - 1 || tier.quantity >= minimum);
}

/**
 * The price per unit a shopper pays at the smallest quantity they may buy: the tier that covers the minimum
 * purchase. Shopware's `calculatedPrice` is the price of one unit, which a value pack sold from three never
 * charges: its page and card showed €31.95 where the cart then charged €30.35 a unit.
 */
export function priceAtMinimum(
  product: Pick<Product, 'calculatedPrice' | 'calculatedPrices'> & Partial<Pick<Product, 'minPurchase'>>,
): CalculatedPrice {
  if (minimumOf(product) === 1 || product.calculatedPrices.length < 2) return product.calculatedPrice;
  return reachableTiers(product)[0] ?? product.calculatedPrice;
}

function referencePriceOf(
  price: CalculatedPrice,
  unit: PricedProduct['unit'],
): ProductReferencePrice | undefined {
  const reference = price.referencePrice;
  if (!reference) return undefined;
  const { price: amount, purchaseUnit, referenceUnit } = reference;
  if (amount === undefined || !purchaseUnit || !referenceUnit) return undefined;
  // The unit's short code reads 'per 100 ml'; Shopware's unitName is the long name ('Milliliter').
  const unitName = unit?.shortCode || reference.unitName;
  return { price: amount, purchaseUnit, referenceUnit, unitName };
}

/** The graduated prices a shopper can buy at, labelled with the page's texts; none for a single price. */
function tiersOf(product: PricedProduct, tierTexts: TierTexts): ProductTierPrice[] {
  const tiers = reachableTiers(product);
  if (tiers.length < 2) return [];
  const labels = tierLabels(tiers, tierTexts);
  return tiers.map((tier, index) => ({
    quantity: tier.quantity,
    unitPrice: tier.unitPrice,
    label: labels[index] ?? String(tier.quantity),
  }));
}

/** The price of one product (a variant's own price, not its family's 'from' price), tiers in the page's texts. */
export function productPrice(product: PricedProduct, tierTexts: TierTexts): ProductPrice {
  const calculatedPrice = priceAtMinimum(product);
  const listPrice = calculatedPrice.listPrice?.price;
  const onSale = listPrice !== undefined && listPrice > calculatedPrice.unitPrice;
  return {
    unitPrice: calculatedPrice.unitPrice,
    listPrice: onSale ? listPrice : undefined,
    percentage: onSale ? calculatedPrice.listPrice?.percentage : undefined,
    lowestPrice30Days: onSale ? (calculatedPrice.regulationPrice?.price ?? undefined) : undefined,
    referencePrice: referencePriceOf(calculatedPrice, product.unit),
    tiers: tiersOf(product, tierTexts),
  };
}
