/** A cart line as far as the points go. */
export interface PointsLine {
  type?: string | undefined;
  referencedId?: string | null | undefined;
  quantity?: number | undefined;
}

/** The product lines of a cart as the calculation's products map (promotions and other lines carry no points). */
export function productsOfLines(lines: readonly PointsLine[]): Record<string, number> {
  const products: Record<string, number> = {};
  for (const line of lines) {
    if (line.type !== 'product' || !line.referencedId) continue;
    products[line.referencedId] = (products[line.referencedId] ?? 0) + (line.quantity ?? 1);
  }
  return products;
}

/**
 * The products map as one string: the cart page's points are shown only while its lines are still the ones they
 * were calculated for (with JavaScript the cart changes in place, without a new page).
 */
export function basketKeyOf(products: Readonly<Record<string, number>>): string {
  return Object.entries(products)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, quantity]) => `${id}:${quantity}`)
    .join(',');
}
