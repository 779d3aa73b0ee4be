import type { CurrencyCode, LanguageCode } from '../seed/markets.js';

/** What a promotion takes off: a share of the goods, an amount per currency, the shipping, or adds a gift. */
export type PromotionDiscount =
  | { type: 'percentage'; value: number }
  | { type: 'absolute'; value: Readonly<Record<CurrencyCode, number>> }
  | { type: 'free-shipping' }
  | { type: 'free-product' };

export interface Promotion {
  id: string;
  code: string;
  name: Readonly<Record<LanguageCode, string>>;
  discount: PromotionDiscount;
  /** ISO timestamps; outside this window the code is unknown, as Shopware's promotion gateway finds only valid ones. */
  validFrom: string | null;
  validUntil: string | null;
  /** Goods value (after other discounts) the cart must reach, per currency; below it the promotion waits. */
  minOrderValue: Readonly<Record<CurrencyCode, number>> | null;
  /** Orders a customer may place with it (counted by customer id or email); null for no limit. */
  maxUsesPerCustomer: number | null;
}

export interface GiftCard {
  id: string;
  code: string;
  /** Remaining value in EUR, converted with the currency factor in other currencies. */
  balance: number;
}

export function isPromotionValidAt(promotion: Promotion, now: Date): boolean {
  const time = now.toISOString();
  return (
    (promotion.validFrom === null || promotion.validFrom <= time) &&
    (promotion.validUntil === null || time <= promotion.validUntil)
  );
}
