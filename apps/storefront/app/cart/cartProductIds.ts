/** A cart line as far as recommendations read it (the Store API's line or the cart store's displayed line). */
interface CartLineRef {
  type: string;
  referencedId?: string | null | undefined;
}

/** The products in the cart (promotions, gift cards and the like are no products to recommend for). */
export function cartProductIds(lines: readonly CartLineRef[]): string[] {
  return lines.flatMap((line) => (line.type === 'product' && line.referencedId ? [line.referencedId] : []));
}
