import { fill } from '../../internal/template';

export interface TierPrice {
  /** Shopware's `calculatedPrices[].quantity`: the upper bound of a tier, the lower bound of the last one. */
  quantity: number;
  unitPrice: number;
}

export interface TierLabels {
  /** Label of the last tier, with `{n}` for its quantity (spec 9: 'from {n}'). */
  from: string;
  /** Label of every other tier, with `{n}` for its quantity (spec 9: 'to {n}'). */
  to: string;
}

/** Spec 9: tier price labels read 'from {n}' for the last tier and 'to {n}' for the others. */
export function tierPriceLabels(tiers: readonly TierPrice[], labels: TierLabels): string[] {
  return tiers.map((tier, index) =>
    fill(index === tiers.length - 1 ? labels.from : labels.to, { n: tier.quantity }),
  );
}
