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

/**
 * The threshold the cart's free-shipping progress counts towards, or undefined when that progress would contradict
 * the delivery the cart prices: delivery free already below the threshold (a free-shipping code or product), or
 * charged above it (a method the threshold does not cover, such as express). Digital content ships nothing.
 */
export function freeShippingGoal(
  market: Market,
  cart: { subtotal: number; shipping: number | undefined; virtual: boolean },
): number | undefined {
  if (cart.virtual) return undefined;
  const threshold = FREE_SHIPPING_THRESHOLDS[market];
  if (cart.shipping === undefined) return threshold;
  return (cart.shipping === 0) === cart.subtotal >= threshold ? threshold : undefined;
}
