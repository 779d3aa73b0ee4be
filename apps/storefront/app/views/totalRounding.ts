/**
 * What rounding a total to the currency's cash step changed (Shopware's `totalPrice` minus `rawTotal`: 5 Rappen in
 * CHF), in whole cents; undefined when nothing was rounded, so no page shows a rounding row of 0.00.
 */
export function totalRoundingOf(price: { totalPrice: number; rawTotal: number }): number | undefined {
  const cents = Math.round((price.totalPrice - price.rawTotal) * 100);
  return cents === 0 ? undefined : cents / 100;
}
