import type { CurrencyCode } from '../seed/markets.js';

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** Rounds a total to the currency's cash interval (0.05 for CHF, 0.01 for EUR), as Shopware's totalRounding. */
export function roundToInterval(value: number, interval: number): number {
  if (interval <= 0.01) return round2(value);
  return round2(Math.round(round2(value) / interval) * interval);
}

export interface Money {
  amount: number;
  currency: CurrencyCode;
}

/** Currency factors relative to EUR (the default currency), as the currency entities hold them. */
export type CurrencyFactors = Readonly<Record<CurrencyCode, number>>;

export function convert(money: Money, to: CurrencyCode, factors: CurrencyFactors): number {
  if (money.currency === to) return money.amount;
  return round2((money.amount / factors[money.currency]) * factors[to]);
}

/** The tax contained in a gross amount at a rate in percent. */
export const taxOfGross = (gross: number, rate: number): number => round2((gross * rate) / (100 + rate));
