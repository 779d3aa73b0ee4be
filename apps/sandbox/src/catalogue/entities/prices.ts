import type { Doc } from './store.js';

export interface PriceInput {
  /** Gross unit price in the default currency (EUR). */
  price: number;
  listPrice: number | null;
  factor: number;
  /** Content in ml or g for reference prices; null for pieces. */
  purchaseUnit: number | null;
  unitName: string;
  /** VAT rate in percent of the shipping country for the product's tax kind. */
  taxRate: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

function listPriceOf(unitPrice: number, listPrice: number | null): Doc | null {
  if (listPrice === null || listPrice <= unitPrice) return null;
  return {
    price: listPrice,
    discount: round(unitPrice - listPrice),
    percentage: round((1 - unitPrice / listPrice) * 100),
    apiAlias: 'cart_list_price',
  };
}

/**
 * Shopware's CalculatedPrice.regulationPrice (since 6.4.9, for the EU price indication directive): the lowest
 * price of the 30 days before a reduction, which Shopware takes from the product's `price[].regulationPrice` as
 * the merchant (or an ERP) maintains it. The seed keeps no price history: a reduced product was at its list price
 * for the 30 days before, so its regulation price is the list price; an unreduced product has none.
 */
function regulationPriceOf(listPrice: Doc | null): Doc | null {
  if (listPrice === null) return null;
  return { price: listPrice.price, apiAlias: 'cart_regulation_price' };
}

function referencePriceOf(input: PriceInput, unitPrice: number, listPrice: Doc | null): Doc | null {
  if (!input.purchaseUnit) return null;
  return {
    purchaseUnit: input.purchaseUnit,
    referenceUnit: 100,
    unitName: input.unitName,
    price: round((unitPrice / input.purchaseUnit) * 100),
    listPrice,
    regulationPrice: null,
    hasRange: false,
    variantId: null,
    apiAlias: 'cart_price_reference',
  };
}

/** Shopware's CalculatedPrice for gross display: tax is contained in the unit price. */
export function calculatedPrice(input: PriceInput, quantity = 1, discountFactor = 1): Doc {
  const unitPrice = round(input.price * discountFactor * input.factor);
  const listPrice = listPriceOf(
    unitPrice,
    input.listPrice === null ? null : round(input.listPrice * input.factor),
  );
  const totalPrice = round(unitPrice * quantity);
  return {
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes: [
      {
        tax: round(totalPrice - totalPrice / (1 + input.taxRate / 100)),
        taxRate: input.taxRate,
        price: totalPrice,
        apiAlias: 'cart_tax_calculated',
      },
    ],
    taxRules: [{ taxRate: input.taxRate, percentage: 100, apiAlias: 'cart_tax_rule' }],
    referencePrice: referencePriceOf(input, unitPrice, null),
    listPrice,
    regulationPrice: regulationPriceOf(listPrice),
    apiAlias: 'calculated_price',
  };
}

/**
 * Tier prices: one CalculatedPrice per tier, whose quantity is the tier's last quantity, or its first for the
 * open-ended last tier (Shopware's quantityEnd ?? quantityStart).
 */
export function calculatedPrices(input: PriceInput, tiers: [number, number][] | null): Doc[] {
  if (!tiers || tiers.length < 2) return [];
  return tiers.map(([start, factor], index) => {
    const next = tiers[index + 1];
    return calculatedPrice(input, next ? next[0] - 1 : start, factor);
  });
}

export function cheapestPrice(input: PriceInput, hasRange: boolean, variantId: string | null): Doc {
  const price = calculatedPrice(input);
  return {
    unitPrice: price.unitPrice,
    quantity: 1,
    totalPrice: price.totalPrice,
    referencePrice: price.referencePrice,
    listPrice: price.listPrice,
    regulationPrice: price.regulationPrice,
    hasRange,
    variantId,
    apiAlias: 'calculated_cheapest_price',
  };
}
