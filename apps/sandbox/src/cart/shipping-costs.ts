import type { MarketCode } from '../seed/markets.js';
import type { Money } from './money.js';

/** The seed's shipping methods by technical name. */
export type ShippingMethodKey = 'standard' | 'express' | 'packstation';

const eur = (amount: number): Money => ({ amount, currency: 'EUR' });
const chf = (amount: number): Money => ({ amount, currency: 'CHF' });

/** Gross shipping costs per method and shipping country; a country missing from a method cannot be served by it. */
export const SHIPPING_COSTS: Readonly<Record<ShippingMethodKey, Readonly<Record<string, Money>>>> = {
  standard: {
    DE: eur(4.95),
    AT: eur(5.95),
    CH: chf(7.9),
    FR: eur(6.95),
    NL: eur(9.95),
    BE: eur(9.95),
    LU: eur(9.95),
    IT: eur(12.95),
  },
  express: {
    DE: eur(9.95),
    AT: eur(12.95),
    CH: chf(14.9),
    FR: eur(14.95),
    NL: eur(19.95),
    BE: eur(19.95),
    LU: eur(19.95),
    IT: eur(24.95),
  },
  packstation: { DE: eur(3.95) },
};

/** Goods value from which standard and parcel-locker delivery are free, per market (express always costs). */
export const FREE_SHIPPING_THRESHOLDS: Readonly<Record<MarketCode, Money>> = {
  DE: eur(49),
  AT: eur(49),
  CH: chf(69),
  FR: eur(60),
};

export function shippingMethodKeyOf(technicalName: string): ShippingMethodKey {
  const key = technicalName.replace(/^shipping_/, '');
  return key === 'express' || key === 'packstation' ? key : 'standard';
}

/** The method's cost for a country, or undefined when the method does not ship there (the method is blocked). */
export function shippingCostFor(method: ShippingMethodKey, countryIso: string): Money | undefined {
  return SHIPPING_COSTS[method][countryIso];
}

export function thresholdApplies(method: ShippingMethodKey): boolean {
  return method !== 'express';
}

/** Invoice is refused above this gross cart total (EUR, converted for other currencies): the risk limit. */
export const INVOICE_LIMIT: Money = { amount: 1000, currency: 'EUR' };
