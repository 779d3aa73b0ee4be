import type { Doc } from '../catalogue/entities/store.js';
import { round2, taxOfGross } from './money.js';

/** Gross amounts per VAT rate: what a price consists of, for its taxes. */
export type RateShares = ReadonlyMap<number, number>;

export function addShares(into: Map<number, number>, shares: RateShares): void {
  for (const [rate, amount] of shares) into.set(rate, round2((into.get(rate) ?? 0) + amount));
}

/** Splits an amount over the rates in proportion to the given shares (Shopware's proportional tax calculation). */
export function proportionalShares(amount: number, basis: RateShares): Map<number, number> {
  const total = [...basis.values()].reduce((sum, value) => sum + value, 0);
  const shares = new Map<number, number>();
  if (total === 0 || amount === 0) return shares;
  const rates = [...basis.keys()].sort((a, b) => a - b);
  let assigned = 0;
  rates.forEach((rate, index) => {
    const share =
      index === rates.length - 1
        ? round2(amount - assigned)
        : round2((amount * (basis.get(rate) ?? 0)) / total);
    assigned = round2(assigned + share);
    shares.set(rate, share);
  });
  return shares;
}

export interface PriceExtras {
  listPrice?: Doc | null;
  referencePrice?: Doc | null;
}

/** Shopware's CalculatedPrice of a gross amount whose VAT is split over rates by the given shares. */
export function calculatedPrice(
  unitPrice: number,
  quantity: number,
  totalPrice: number,
  shares: RateShares,
  extras: PriceExtras = {},
): Doc {
  const total = [...shares.values()].reduce((sum, value) => sum + value, 0);
  const rates = [...shares.keys()].sort((a, b) => a - b);
  return {
    unitPrice,
    quantity,
    totalPrice,
    calculatedTaxes: rates.map((rate) => {
      const price = shares.get(rate) ?? 0;
      return { tax: taxOfGross(price, rate), taxRate: rate, price, apiAlias: 'cart_tax_calculated' };
    }),
    taxRules: rates.map((rate) => ({
      taxRate: rate,
      percentage: total === 0 ? 100 : round2(((shares.get(rate) ?? 0) / total) * 100),
      apiAlias: 'cart_tax_rule',
    })),
    referencePrice: extras.referencePrice ?? null,
    listPrice: extras.listPrice ?? null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

export function taxTotal(shares: RateShares): number {
  let tax = 0;
  for (const [rate, amount] of shares) tax += taxOfGross(amount, rate);
  return round2(tax);
}
