/**
 * One key for a set of product ids, the same in any order and with repeats: what the recommendations are for.
 * A module of its own, apart from cartProductIds: the cart page uses that one and its recommendations island
 * this one, so each chunk carries what it uses instead of both loading a shared chunk (a request and about
 * 140 bytes of the cart page's first load).
 */
export function productIdsKey(productIds: readonly string[]): string {
  return [...new Set(productIds)].sort().join(',');
}
