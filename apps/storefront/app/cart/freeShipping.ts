import type { Market } from '../locale/locales';

/**
 * The goods value from which standard delivery is free, per market, in the market's currency. Shopware keeps this
 * in a shipping method's price rules, which the Store API does not expose; the shop states it (the sandbox's seed
 * uses the same values).
 */
export const FREE_SHIPPING_THRESHOLDS: Readonly<Record<Market, number>> = {
  DE: 49,
  AT: 49,
  CH: 69,
  FR: 60,
};
