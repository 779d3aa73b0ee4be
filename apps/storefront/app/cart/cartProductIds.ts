/** A cart line as far as recommendations read it (the Store API's line or the cart store's displayed line). */
interface CartLineRef {
  type: string;
  referencedId?: string | null | undefined;
}

/** The products in the cart (promotions, gift cards and the like are no products to recommend for). */
export function cartProductIds(lines: readonly CartLineRef[]): string[] {
  return lines.flatMap((line) => (line.type === 'product' && line.referencedId ? [line.referencedId] : []));
}

/** One key for a set of product ids, the same in any order and with repeats: what the recommendations are for. */
export function productIdsKey(productIds: readonly string[]): string {
  return [...new Set(productIds)].sort().join(',');
}
