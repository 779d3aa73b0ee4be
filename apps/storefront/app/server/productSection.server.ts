/**
 * A secondary section of the product page (variants, reviews, cross-selling, set content, recommendations):
 * its failure is logged and the section is left empty, so the page itself still renders (spec 8).
 */
export async function secondarySection<Value>(
  section: string,
  productId: string,
  load: () => Promise<Value>,
  fallback: Value,
): Promise<Value> {
  try {
    return await load();
  } catch (error) {
    console.error(`[storefront] product ${productId}: ${section} could not be loaded`, error);
    return fallback;
  }
}
